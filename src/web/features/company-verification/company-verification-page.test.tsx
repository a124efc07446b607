import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { COMPANY_VERIFICATION_MESSAGES as M } from '#common/company-verification';
import { SITE } from '#common/site';
import { server, startMockServer } from '#web/test-support/msw';
import { renderPageAt } from '#web/test-support/render';
import { USER } from '#web/test-support/users';
import CompanyVerificationPage from './company-verification-page';

startMockServer();

const STATUS = '*/api/company-verification-status';
const SUBMIT = '*/api/company-verification';

function renderPage() {
  return renderPageAt('/company-verification', <CompanyVerificationPage />);
}

function signedIn(status: string | null) {
  server.use(
    http.get('*/api/me', () => HttpResponse.json(USER)),
    http.get(STATUS, () =>
      HttpResponse.json({ status, companyName: status ? 'Soil Sense' : null, submittedAt: null }),
    ),
  );
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/Company name/), 'Soil Sense');
  await user.type(screen.getByLabelText(/Company website/), 'https://soilsense.example.com');
  await user.type(screen.getByLabelText(/LinkedIn URL/), 'https://linkedin.com/company/soilsense');
  await user.type(screen.getByLabelText(/Additional information/), 'We make soil sensors.');
}

describe('CompanyVerificationPage', () => {
  it('sends a visitor who is not signed in to the login panel with the notice of docs/product.md#company-verification', async () => {
    server.use(http.get('*/api/me', () => HttpResponse.json({ message: 'Please log in' }, { status: 401 })));
    renderPage();
    const elsewhere = await screen.findByTestId('elsewhere');
    expect(elsewhere).toHaveTextContent('/login');
    expect(elsewhere).toHaveTextContent(M.loginRequired);
    expect(elsewhere).toHaveTextContent('"returnTo":"/company-verification"');
  });

  it('shows the form without a status, checks fields inline, sends, then says so and goes home', async () => {
    signedIn(null);
    const bodies: unknown[] = [];
    server.use(
      http.post(SUBMIT, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          {
            message: M.success,
            status: 'pending',
            companyName: 'Soil Sense',
            submittedAt: '2030-01-01T10:00:00.000Z',
          },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Submit for verification' }));
    expect(screen.getByLabelText(/Company name/)).toHaveAccessibleDescription(M.companyNameRequired);
    expect(screen.getByLabelText(/Company website/)).toHaveAccessibleDescription(M.companyWebsiteRequired);
    expect(screen.getByLabelText(/LinkedIn URL/)).toHaveAccessibleDescription(M.linkedinUrlRequired);
    expect(screen.getByLabelText(/Additional information/)).toHaveAccessibleDescription(
      expect.stringContaining(M.additionalInfoRequired),
    );
    expect(bodies).toEqual([]);

    await fillValidForm(user);
    await user.type(screen.getByLabelText(/Social media URL/), 'not a link');
    await user.click(screen.getByRole('button', { name: 'Submit for verification' }));
    expect(screen.getByLabelText(/Social media URL/)).toHaveAccessibleDescription(M.invalidUrl);
    await user.clear(screen.getByLabelText(/Social media URL/));
    await user.click(screen.getByRole('button', { name: 'Submit for verification' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('status')).toHaveTextContent(M.success);
    expect(bodies).toEqual([
      {
        companyName: 'Soil Sense',
        companyWebsite: 'https://soilsense.example.com',
        linkedinUrl: 'https://linkedin.com/company/soilsense',
        additionalInfo: 'We make soil sensors.',
      },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Return to Home' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(/^\/ /);
  });

  it('shows that a pending request awaits admin approval, without the form', async () => {
    signedIn('pending');
    renderPage();
    expect(await screen.findByText(M.pending)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('after a decline: contact support, and a way to apply again', async () => {
    signedIn('declined');
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText(/Please contact support/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SITE.email })).toHaveAttribute('href', `mailto:${SITE.email}`);
    await user.click(screen.getByRole('button', { name: 'Apply again' }));
    expect(screen.getByRole('form', { name: 'Company verification request' })).toBeInTheDocument();
  });

  it('sends an approved company on to /post-internship', async () => {
    signedIn('approved');
    renderPage();
    await waitFor(() => expect(screen.getByTestId('elsewhere')).toHaveTextContent('/post-internship'));
  });

  it.each([
    [
      'the server message',
      HttpResponse.json({ message: M.alreadyPending }, { status: 409 }),
      M.alreadyPending,
    ],
    ['the generic failure without one', new HttpResponse(null, { status: 500 }), M.failure],
    [
      '"Server error" for an unreadable answer',
      new HttpResponse('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
      M.unreadable,
    ],
  ])('on failure shows %s', async (_name, answer, message) => {
    signedIn(null);
    server.use(http.post(SUBMIT, () => answer));
    const user = userEvent.setup();
    renderPage();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit for verification' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
