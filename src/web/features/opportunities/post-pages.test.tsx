import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPPORTUNITY_MESSAGES } from '#common/opportunities';
import { LocationProbe } from '#web/test-support/location-probe';
import { server, startMockServer } from '#web/test-support/msw';
import { USER } from '#web/test-support/users';
import PostIdeaPage from './post-idea-page';
import PostInternshipPage from './post-internship-page';
import PostProjectPage from './post-project-page';

startMockServer();
afterEach(() => localStorage.clear());

function LoginState() {
  const location = useLocation();
  return <pre data-testid="login-state">{JSON.stringify(location.state)}</pre>;
}

function renderAt(path: string, element: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="/login" element={<LoginState />} />
          <Route path="/" element={<p>Home page</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const signedIn = () => server.use(http.get('*/api/me', () => HttpResponse.json(USER)));

describe('post pages when signed out', () => {
  it.each([
    ['/post-idea', <PostIdeaPage key="idea" />, OPPORTUNITY_MESSAGES.mustLogIn.idea],
    ['/post-project', <PostProjectPage key="project" />, OPPORTUNITY_MESSAGES.mustLogIn.project],
    ['/post-internship', <PostInternshipPage key="internship" />, OPPORTUNITY_MESSAGES.mustLogIn.internship],
  ])('%s sends the visitor to the login panel, saying why', async (path, element, notice) => {
    server.use(http.get('*/api/me', () => HttpResponse.json({ message: 'Please log in' }, { status: 401 })));
    renderAt(path, element);
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/login'));
    expect(screen.getByTestId('navigation-type')).toHaveTextContent('REPLACE');
    expect(JSON.parse(screen.getByTestId('login-state').textContent!)).toEqual({ notice, returnTo: path });
  });
});

describe('Post Idea', () => {
  it('checks the fields with the shared schema and shows the errors beside them, without a request', async () => {
    signedIn();
    let posted = 0;
    server.use(
      http.post('*/api/ideas', () => {
        posted += 1;
        return HttpResponse.json({ id: 1, status: 'pending' }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderAt('/post-idea', <PostIdeaPage />);
    const form = await screen.findByRole('form', { name: 'Post an idea' });
    // docs/product.md#private-contact: the form says who will see the number.
    expect(within(form).getByLabelText(/WhatsApp number/)).toHaveAccessibleDescription(
      OPPORTUNITY_MESSAGES.ideaContactHint,
    );
    await user.type(within(form).getByLabelText(/WhatsApp number/), '98765');
    await user.click(within(form).getByRole('button', { name: 'Submit Idea' }));

    const title = within(form).getByLabelText(/^Title/);
    await waitFor(() => expect(title).toHaveAccessibleDescription('Title is required'));
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText(/Main category/)).toHaveAccessibleDescription(
      'Main category is required',
    );
    expect(within(form).getByLabelText(/WhatsApp number/)).toHaveAccessibleDescription(
      expect.stringContaining(OPPORTUNITY_MESSAGES.invalidPhone),
    );
    // The name comes from the profile, so it is already filled in.
    expect(within(form).getByLabelText(/Your name/)).toHaveValue(USER.fullName);
    expect(posted).toBe(0);
  });

  it('posts, shows "Posting..." on a disabled button, then the success modal; Return to Home goes to the top of /', async () => {
    signedIn();
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/ideas', async ({ request }) => {
        bodies.push(await request.json());
        await delay(50);
        return HttpResponse.json({ id: 1, status: 'pending' }, { status: 201 });
      }),
    );
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    const user = userEvent.setup();
    renderAt('/post-idea', <PostIdeaPage />);
    const form = await screen.findByRole('form', { name: 'Post an idea' });
    await user.type(within(form).getByLabelText(/^Title/), 'Solar cold storage');
    await user.type(within(form).getByLabelText(/Main category/), 'CleanTech');
    await user.type(within(form).getByLabelText(/Extra tags/), ' agriculture, , solar ');
    await user.type(within(form).getByLabelText(/Description/), 'Cold rooms for farmers.');
    await user.type(within(form).getByLabelText(/Designation/), 'Student');
    await user.type(within(form).getByLabelText(/WhatsApp number/), '+91 98765 43210');
    await user.click(within(form).getByRole('button', { name: 'Submit Idea' }));

    expect(await within(form).findByRole('button', { name: 'Posting...' })).toBeDisabled();
    const dialog = await screen.findByRole('dialog', { name: OPPORTUNITY_MESSAGES.success.idea });
    expect(dialog).toHaveTextContent('Our team will review it');
    expect(bodies).toEqual([
      {
        title: 'Solar cold storage',
        mainTag: 'CleanTech',
        description: 'Cold rooms for farmers.',
        ownerName: USER.fullName,
        designation: 'Student',
        contact: '+91 98765 43210',
        extraTags: ['agriculture', 'solar'],
      },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Return to Home' }));
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
  });

  it('shows "Failed to send email: …" with the server’s reason and its field errors', async () => {
    signedIn();
    server.use(
      http.post('*/api/ideas', () =>
        HttpResponse.json(
          {
            message: 'Title must be at most 150 characters',
            fieldErrors: { title: 'Title must be at most 150 characters' },
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderAt('/post-idea', <PostIdeaPage />);
    const form = await screen.findByRole('form', { name: 'Post an idea' });
    await user.type(within(form).getByLabelText(/^Title/), 'A title');
    await user.type(within(form).getByLabelText(/Main category/), 'AI');
    await user.type(within(form).getByLabelText(/Description/), 'Text');
    await user.type(within(form).getByLabelText(/Designation/), 'Student');
    await user.type(within(form).getByLabelText(/WhatsApp number/), '+91 98765 43210');
    await user.click(within(form).getByRole('button', { name: 'Submit Idea' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      OPPORTUNITY_MESSAGES.sendEmailFailed('Title must be at most 150 characters'),
    );
    expect(within(form).getByLabelText(/^Title/)).toHaveAccessibleDescription(
      'Title must be at most 150 characters',
    );
  });
});

describe('Post Project', () => {
  it('defaults to Remote, needs an email and a URL, and shows the success modal', async () => {
    signedIn();
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/projects', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ id: 1, status: 'pending' }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderAt('/post-project', <PostProjectPage />);
    const form = await screen.findByRole('form', { name: 'Post a project' });
    expect(within(form).getByLabelText(/Work type/)).toHaveValue('Remote');
    const email = within(form).getByLabelText(/Contact email/);
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.type(within(form).getByLabelText(/Project title/), 'Drone mapping');
    await user.type(within(form).getByLabelText(/Description/), 'Map the campus.');
    await user.type(within(form).getByLabelText(/Requirements/), 'Python');
    await user.type(within(form).getByLabelText(/Application link/), 'forms example com');
    await user.click(within(form).getByRole('button', { name: 'Post Project' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(expect.stringContaining(OPPORTUNITY_MESSAGES.invalidEmail)),
    );
    expect(within(form).getByLabelText(/Application link/)).toHaveAccessibleDescription(
      OPPORTUNITY_MESSAGES.invalidUrl,
    );
    expect(bodies).toEqual([]);

    await user.clear(email);
    await user.type(email, 'meera@example.edu');
    await user.clear(within(form).getByLabelText(/Application link/));
    // Typed without https://: the shared schema adds it (docs/product.md#web-addresses).
    await user.type(within(form).getByLabelText(/Application link/), 'forms.example.com/drone');
    await user.click(within(form).getByRole('button', { name: 'Post Project' }));
    expect(
      await screen.findByRole('dialog', { name: OPPORTUNITY_MESSAGES.success.project }),
    ).toBeInTheDocument();
    expect(bodies).toEqual([
      expect.objectContaining({
        workType: 'Remote',
        byWhom: USER.fullName,
        contact: 'meera@example.edu',
        applicationLink: 'https://forms.example.com/drone',
      }),
    ]);
  });
});

describe('Post Internship', () => {
  beforeEach(() => {
    // No verification unless a test says otherwise: the company field starts empty.
    server.use(
      http.get('*/api/company-verification-status', () =>
        HttpResponse.json({ status: null, companyName: null, submittedAt: null }),
      ),
    );
  });

  async function fillInternship(
    user: ReturnType<typeof userEvent.setup>,
    form: HTMLElement,
    stipend: string,
  ) {
    await user.type(within(form).getByLabelText(/^Title/), 'Embedded intern');
    await user.type(within(form).getByLabelText(/^Company/), 'Acme');
    await user.type(within(form).getByLabelText(/^Location/), 'Pune');
    await user.type(within(form).getByLabelText(/^Duration/), '3 months');
    await user.type(within(form).getByLabelText(/^Stipend/), stipend);
    await user.type(within(form).getByLabelText(/^Description/), 'Firmware');
    await user.type(within(form).getByLabelText(/^Requirements/), 'C');
    await user.type(within(form).getByLabelText(/^Apply link/), 'https://acme.example.com/jobs');
  }

  it('shows the company verification path instead of the form to a user without an approved verification', async () => {
    signedIn();
    server.use(
      http.get('*/api/internships/permissions', () =>
        HttpResponse.json({ canPost: false, reason: 'not-verified' }),
      ),
    );
    renderAt('/post-internship', <PostInternshipPage />);
    expect(await screen.findByRole('heading', { name: 'Verify your company first' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to company verification' })).toHaveAttribute(
      'href',
      '/company-verification',
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('fills the company from the approved company verification', async () => {
    signedIn();
    server.use(
      http.get('*/api/internships/permissions', () => HttpResponse.json({ canPost: true, reason: null })),
      http.get('*/api/company-verification-status', () =>
        HttpResponse.json({
          status: 'approved',
          companyName: 'Acme Robotics',
          submittedAt: '2026-01-05T10:00:00.000Z',
        }),
      ),
    );
    renderAt('/post-internship', <PostInternshipPage />);
    const form = await screen.findByRole('form', { name: 'Post an internship' });
    expect(within(form).getByLabelText(/^Company/)).toHaveValue('Acme Robotics');
  });

  it('needs a number for the stipend, then posts it as rupees and shows the success modal', async () => {
    signedIn();
    const bodies: unknown[] = [];
    server.use(
      http.get('*/api/internships/permissions', () => HttpResponse.json({ canPost: true, reason: null })),
      http.post('*/api/internships', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ id: 1, status: 'pending' }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderAt('/post-internship', <PostInternshipPage />);
    const form = await screen.findByRole('form', { name: 'Post an internship' });
    expect(
      within(form)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Full-time', 'Part-time', 'Hybrid', 'Remote']);
    await fillInternship(user, form, 'lots');
    await user.click(within(form).getByRole('button', { name: 'Post Internship' }));
    await waitFor(() =>
      expect(within(form).getByLabelText(/^Stipend/)).toHaveAccessibleDescription(
        expect.stringContaining(OPPORTUNITY_MESSAGES.stipendNumber),
      ),
    );
    expect(bodies).toEqual([]);
    await user.clear(within(form).getByLabelText(/^Stipend/));
    await user.type(within(form).getByLabelText(/^Stipend/), '15000');
    await user.click(within(form).getByRole('button', { name: 'Post Internship' }));
    expect(
      await screen.findByRole('dialog', { name: OPPORTUNITY_MESSAGES.success.internship }),
    ).toBeInTheDocument();
    expect(bodies).toEqual([
      expect.objectContaining({ stipend: 15000, type: 'Full-time', contact: USER.email }),
    ]);
  });

  it('says "Failed to post internship. Please try again." when the server fails', async () => {
    signedIn();
    server.use(
      http.get('*/api/internships/permissions', () => HttpResponse.json({ canPost: true, reason: null })),
      http.post('*/api/internships', () =>
        HttpResponse.json({ message: 'Something broke' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    renderAt('/post-internship', <PostInternshipPage />);
    const form = await screen.findByRole('form', { name: 'Post an internship' });
    await fillInternship(user, form, '15000');
    await user.click(within(form).getByRole('button', { name: 'Post Internship' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(OPPORTUNITY_MESSAGES.internshipPostFailed);
  });
});
