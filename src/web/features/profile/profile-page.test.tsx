import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UserProfile } from '#common/auth';
import { DEFAULT_OWNER_CHOICES } from '#common/owner-notifications';
import { DEFAULT_COHORT_MAIL } from '#common/cohort-mail';
import { LocationProbe } from '#web/test-support/location-probe';
import { server, startMockServer } from '#web/test-support/msw';
import { ADMIN, USER } from '#web/test-support/users';
import ProfilePage from './profile-page';

startMockServer();

const ME = '*/api/me';
const COMPANY_STATUS = '*/api/company-verification-status';
const OWNER_CHOICES = '*/api/me/owner-notifications';

function renderProfile(entries: string[] = ['/profile']) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <Routes>
          <Route path="/profile" element={<ProfilePage />} />
          <Route path="*" element={<p>Another page</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function signedInAs(user: UserProfile) {
  server.use(http.get(ME, () => HttpResponse.json(user)));
}

const detail = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!;

describe('ProfilePage', () => {
  afterEach(() => localStorage.clear());
  beforeEach(() =>
    server.use(
      http.get(COMPANY_STATUS, () =>
        HttpResponse.json({ status: null, companyName: null, submittedAt: null }),
      ),
      http.get(OWNER_CHOICES, () => HttpResponse.json(DEFAULT_OWNER_CHOICES)),
      http.get('*/api/me/cohort-mail', () => HttpResponse.json(DEFAULT_COHORT_MAIL)),
      http.get('*/api/me/consents', () => HttpResponse.json({ active: [], history: [] })),
    ),
  );

  it('sends a visitor who is not signed in to /login', async () => {
    server.use(http.get(ME, () => HttpResponse.json({ message: 'Please sign in' }, { status: 401 })));
    renderProfile();
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/login'));
    expect(screen.getByTestId('navigation-type')).toHaveTextContent('REPLACE');
  });

  it('shows full name, email, role, phone, location and bio', async () => {
    signedInAs(USER);
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: USER.fullName })).toBeInTheDocument();
    expect(detail('Display name')).toHaveTextContent(USER.fullName);
    expect(detail('Email')).toHaveTextContent(USER.email);
    expect(detail('Role')).toHaveTextContent('User');
    expect(detail('Phone')).toHaveTextContent(USER.phone);
    expect(detail('Location')).toHaveTextContent(USER.location);
    expect(detail('Bio')).toHaveTextContent(USER.bio);
    expect(document.title).toBe('Your profile | Innovation & Incubation Centre');
  });

  it('shows the verified affiliation and the company verification status', async () => {
    signedInAs({
      ...USER,
      affiliation: { role: 'student', email: 'a.b@iic.example.edu', verifiedAt: '2025-01-02T03:04:05.000Z' },
    });
    server.use(
      http.get(COMPANY_STATUS, () =>
        HttpResponse.json({
          status: 'pending',
          companyName: 'Soil Sense',
          submittedAt: '2025-01-02T03:04:05.000Z',
        }),
      ),
    );
    renderProfile();
    await screen.findByRole('heading', { level: 1, name: USER.fullName });
    expect(detail('Work profile')).toHaveTextContent('Student — verified as a.b@iic.example.edu');
    await waitFor(() =>
      expect(detail('Company verification')).toHaveTextContent('Pending admin approval — Soil Sense'),
    );
    expect(within(detail('Company verification') as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers to verify when nothing is verified yet', async () => {
    signedInAs(USER);
    renderProfile();
    await screen.findByRole('heading', { level: 1, name: USER.fullName });
    expect(detail('Work profile')).toHaveTextContent('Not verified');
    expect(screen.getByRole('link', { name: 'Verify your work profile' })).toHaveAttribute(
      'href',
      '/work-profile',
    );
    await waitFor(() => expect(detail('Company verification')).toHaveTextContent('No request'));
    expect(screen.getByRole('link', { name: 'Verify a company' })).toHaveAttribute(
      'href',
      '/company-verification',
    );
  });

  it('shows the email, never "Unknown User", when there is no name, and "Not provided" for empty fields', async () => {
    signedInAs(ADMIN);
    server.use(http.get(ME, () => HttpResponse.json({ ...ADMIN, fullName: '' })));
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: ADMIN.email })).toBeInTheDocument();
    expect(screen.queryByText('Unknown User')).not.toBeInTheDocument();
    expect(detail('Display name')).toHaveTextContent('Not provided');
    expect(detail('Role')).toHaveTextContent('Admin');
    expect(detail('Phone')).toHaveTextContent('Not provided');
  });

  it('edits: email and role read-only, Save Changes sends the edits and shows them', async () => {
    signedInAs(USER);
    const bodies: unknown[] = [];
    server.use(
      http.patch(ME, async ({ request }) => {
        const body = (await request.json()) as Partial<UserProfile>;
        bodies.push(body);
        return HttpResponse.json({ ...USER, ...body });
      }),
    );
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));

    const form = screen.getByRole('form', { name: 'Edit profile' });
    expect(within(form).getByLabelText('Display name')).toHaveFocus();
    expect(within(form).getByLabelText('Email')).toHaveAttribute('readonly');
    expect(within(form).getByLabelText('Email')).toHaveValue(USER.email);
    expect(within(form).getByLabelText('Role')).toHaveAttribute('readonly');

    await user.clear(within(form).getByLabelText('Display name'));
    await user.type(within(form).getByLabelText('Display name'), '  Asha R. Verma ');
    await user.clear(within(form).getByLabelText('Location'));
    await user.type(within(form).getByLabelText('Location'), 'Mumbai');
    await user.clear(within(form).getByLabelText('Bio'));
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Asha R. Verma' })).toBeInTheDocument();
    // The cache holds the saved user (the heading) a moment before the form closes and hands focus back.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus());
    expect(bodies).toEqual([{ fullName: 'Asha R. Verma', phone: USER.phone, location: 'Mumbai', bio: '' }]);
    expect(detail('Location')).toHaveTextContent('Mumbai');
    expect(detail('Bio')).toHaveTextContent('Not provided');
    // The page holds other live regions (My consents' outcome line): find the one that says it.
    expect(
      screen.getAllByRole('status').some((status) => status.textContent === 'Your profile has been saved.'),
    ).toBe(true);
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus();
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ fullName: 'Asha R. Verma' });
  });

  it('an emptied name shows the email instead, and someone who shows it edits from an empty name', async () => {
    signedInAs(USER);
    const bodies: unknown[] = [];
    server.use(
      http.patch(ME, async ({ request }) => {
        const body = (await request.json()) as Partial<UserProfile>;
        bodies.push(body);
        return HttpResponse.json({ ...USER, ...body });
      }),
    );
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText('Display name'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('heading', { level: 1, name: USER.email })).toBeInTheDocument();
    expect(bodies).toEqual([expect.objectContaining({ fullName: USER.email })]);
    expect(detail('Display name')).toHaveTextContent('Your email (you chose to show it instead of a name)');

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText('Display name')).toHaveValue('');
  });

  it('Cancel leaves the profile as it was, without a request', async () => {
    signedInAs(USER);
    let patched = 0;
    server.use(
      http.patch(ME, () => {
        patched += 1;
        return HttpResponse.json(USER);
      }),
    );
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.type(screen.getByLabelText('Location'), ' West');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('form', { name: 'Edit profile' })).not.toBeInTheDocument();
    expect(detail('Location')).toHaveTextContent(new RegExp(`^${USER.location}$`));
    expect(patched).toBe(0);
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus();
  });

  it('checks the fields with the shared schema and shows errors beside them', async () => {
    signedInAs(USER);
    let patched = 0;
    server.use(
      http.patch(ME, () => {
        patched += 1;
        return HttpResponse.json(USER);
      }),
    );
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const phone = screen.getByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, 'call me');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('Please enter a valid phone number');
    expect(phone).toHaveFocus();
    expect(patched).toBe(0);
  });

  it('shows the server’s errors, on the field and as a message', async () => {
    signedInAs(USER);
    server.use(
      http.patch(ME, () =>
        HttpResponse.json(
          {
            message: 'Please check the form.',
            fieldErrors: { location: 'Location must be at most 100 characters' },
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the form.');
    expect(screen.getByLabelText('Location')).toHaveAccessibleDescription(
      'Location must be at most 100 characters',
    );
    expect(screen.getByRole('form', { name: 'Edit profile' })).toBeInTheDocument();
  });

  it('"Go Back" returns to the previous page', async () => {
    signedInAs(USER);
    const user = userEvent.setup();
    renderProfile(['/about', '/profile']);
    await user.click(await screen.findByRole('button', { name: 'Go Back' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/about');
  });

  it('"Go Back" goes home when the profile was the first page of the visit', async () => {
    signedInAs(USER);
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Go Back' }));
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    let fail = true;
    server.use(
      http.get(ME, () =>
        fail ? HttpResponse.json({ message: 'Down' }, { status: 503 }) : HttpResponse.json(USER),
      ),
    );
    const user = userEvent.setup();
    renderProfile();
    // A 5xx is retried once (after about a second) before the error shows.
    const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(alert).toHaveTextContent('Your profile could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: USER.fullName })).toBeInTheDocument();
  });
});
