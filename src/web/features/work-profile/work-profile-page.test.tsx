import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { WORK_PROFILE_MESSAGES as W } from '#common/work-profile';
import { server, startMockServer } from '#web/test-support/msw';
import { renderPageAt } from '#web/test-support/render';
import { USER } from '#web/test-support/users';
import WorkProfilePage from './work-profile-page';

startMockServer();

const DOMAINS = ['iic.example.edu'];

function renderPage() {
  return renderPageAt('/work-profile', <WorkProfilePage />);
}

function signedIn() {
  let affiliation: unknown = null;
  server.use(
    http.get('*/api/me', () => HttpResponse.json({ ...USER, affiliation })),
    http.get('*/api/work-profile', () => HttpResponse.json({ affiliation, acceptedDomains: DOMAINS })),
  );
  return {
    verify: (value: unknown) => {
      affiliation = value;
    },
  };
}

describe('WorkProfilePage', () => {
  it('sends a visitor who is not signed in to the login panel', async () => {
    server.use(http.get('*/api/me', () => HttpResponse.json({ message: 'Please log in' }, { status: 401 })));
    renderPage();
    const elsewhere = await screen.findByTestId('elsewhere');
    expect(elsewhere).toHaveTextContent('/login');
    expect(elsewhere).toHaveTextContent(W.loginRequired);
    expect(elsewhere).toHaveTextContent('"returnTo":"/work-profile"');
  });

  it('a student verifies a university email with the mailed code', async () => {
    const account = signedIn();
    const calls: { path: string; body: unknown }[] = [];
    server.use(
      http.post('*/api/work-profile/send-code', async ({ request }) => {
        const body = (await request.json()) as { email: string };
        calls.push({ path: 'send-code', body });
        if (!body.email.endsWith('@iic.example.edu')) {
          const message = W.wrongDomain(DOMAINS);
          return HttpResponse.json({ message, fieldErrors: { email: message } }, { status: 400 });
        }
        return HttpResponse.json({ message: W.codeSent(body.email), cooldownSeconds: 15 });
      }),
      http.post('*/api/work-profile/verify', async ({ request }) => {
        const body = (await request.json()) as { code: string; email: string };
        calls.push({ path: 'verify', body });
        if (body.code !== '123456') {
          return HttpResponse.json(
            { message: W.wrongCode, fieldErrors: { code: W.wrongCode } },
            { status: 400 },
          );
        }
        const affiliation = { role: 'student', email: body.email, verifiedAt: '2025-01-01T00:00:00.000Z' };
        account.verify(affiliation);
        return HttpResponse.json({ message: W.verified('student', body.email), affiliation });
      }),
    );
    const user = userEvent.setup();
    renderPage();
    const group = await screen.findByRole('group', { name: 'I am a' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'student',
      'professor',
      'startup',
    ]);
    await user.click(screen.getByRole('radio', { name: 'Student' }));

    const email = screen.getByLabelText(/University email/);
    expect(email).toHaveAccessibleDescription(expect.stringContaining('@iic.example.edu'));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(email).toHaveAccessibleDescription(expect.stringContaining('Please enter your email'));

    await user.type(email, 'a.b@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/University email/)).toHaveAccessibleDescription(
        expect.stringContaining(W.wrongDomain(DOMAINS)),
      ),
    );

    await user.clear(screen.getByLabelText(/University email/));
    await user.type(screen.getByLabelText(/University email/), 'a.b@iic.example.edu');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Verification code sent to a.b@iic.example.edu',
    );
    const code = screen.getByLabelText(/Verification code/);
    expect(code).toHaveFocus();

    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Verification code/)).toHaveAccessibleDescription(
        expect.stringContaining(W.wrongCode),
      ),
    );
    await user.clear(screen.getByLabelText(/Verification code/));
    await user.type(screen.getByLabelText(/Verification code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    // Once the profile shows the verified banner, the same success text is not repeated below it.
    await waitFor(() => {
      const shown = screen.getAllByText('Student — verified as a.b@iic.example.edu');
      expect(shown).toHaveLength(1);
      expect(shown[0]!.closest('[role="status"]')).toBeNull();
    });
    expect(calls.map((call) => call.path)).toEqual(['send-code', 'send-code', 'verify', 'verify']);
    expect(calls[3]!.body).toEqual({ role: 'student', email: 'a.b@iic.example.edu', code: '123456' });
  });

  it('a startup sends its verification request', async () => {
    signedIn();
    const bodies: unknown[] = [];
    server.use(
      http.get('*/api/company-verification-status', () =>
        HttpResponse.json({ status: null, companyName: null, submittedAt: null }),
      ),
      http.post('*/api/work-profile/startup', async ({ request }) => {
        const body = (await request.json()) as { name: string };
        bodies.push(body);
        return HttpResponse.json(
          {
            message: W.requestSent(body.name),
            status: 'pending',
            companyName: body.name,
            submittedAt: '2026-11-27T10:00:00.000Z',
          },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('radio', { name: 'Startup' }));
    await user.click(await screen.findByRole('button', { name: 'Send Verification Request' }));
    expect(screen.getByLabelText(/Company name/)).toHaveAccessibleDescription(W.startupNameRequired);
    expect(bodies).toEqual([]);
    await user.type(screen.getByLabelText(/Company name/), 'Kisan Drones');
    await user.type(screen.getByLabelText(/^Website/), 'https://kisandrones.example.com');
    await user.type(screen.getByLabelText(/Description/), 'Drones for small farms.');
    await user.click(screen.getByRole('button', { name: 'Send Verification Request' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Verification request sent for Kisan Drones');
    expect(bodies).toEqual([
      {
        name: 'Kisan Drones',
        website: 'https://kisandrones.example.com',
        description: 'Drones for small farms.',
      },
    ]);
  });

  it('a startup with a pending request sees it rather than a second form', async () => {
    signedIn();
    server.use(
      http.get('*/api/company-verification-status', () =>
        HttpResponse.json({ status: 'pending', companyName: 'Kisan Drones', submittedAt: null }),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('radio', { name: 'Startup' }));
    expect(await screen.findByText(/awaiting admin approval/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Verification Request' })).not.toBeInTheDocument();
  });
});
