import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_MESSAGES } from '#common/auth';
import { NAME_MESSAGES } from '#common/display-names';
import { LocationProbe } from '#web/test-support/location-probe';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { ADMIN, USER } from '#web/test-support/users';
import { useAuthConfig } from './api/get-auth-config';
import LoginDialog, { SIGNED_IN_PAUSE_MS } from './login-dialog';

// Google's own button needs Google's script; this stand-in hands over a credential or fails.
vi.mock('./google-button', () => ({
  default: ({
    onCredential,
    onFailure,
  }: {
    onCredential: (credential: string) => void;
    onFailure: () => void;
  }) => (
    <div>
      <button type="button" onClick={() => onCredential('google-id-token')}>
        Continue with Google
      </button>
      <button type="button" onClick={onFailure}>
        Google popup closed
      </button>
    </div>
  ),
}));

startMockServer();

const SEND = '*/api/auth/send-otp';
const VERIFY = '*/api/auth/verify-otp';
const CONFIG = '*/api/auth/config';

/**
 * Marks the moment the panel's config answer has arrived: it reads the same query, so it renders in the
 * same commit as the panel, and an absence checked after it is an absence in the answered panel.
 */
function ConfigAnswered() {
  return useAuthConfig().isSuccess ? <p data-testid="config-answered" /> : null;
}

function renderLogin(state?: unknown) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/login" element={<LoginDialog />} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
      <ConfigAnswered />
    </>,
    { route: { pathname: '/login', state } },
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Sign in' });
const emailInput = () => screen.getByLabelText('Email address');
const sendButton = () => screen.getByRole('button', { name: 'Send OTP' });
const path = () => screen.getByTestId('path').textContent;

/** Answers send-otp like the server and records each body. */
function acceptSends(bodies: unknown[] = []) {
  server.use(
    http.post(SEND, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ message: LOGIN_MESSAGES.sent, cooldownSeconds: 15 });
    }),
  );
  return bodies;
}

async function reachCodeStep(
  user: ReturnType<typeof userEvent.setup>,
  email = 'Asha.Verma@Student.example.edu ',
) {
  await user.type(emailInput(), email);
  await user.click(sendButton());
  return screen.findByLabelText('One-time code');
}

describe('LoginDialog', () => {
  beforeEach(() => {
    server.use(http.get(CONFIG, () => HttpResponse.json({ googleClientId: null })));
  });
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('opens as a modal dialog with focus in the email field', async () => {
    renderLogin();
    expect(dialog()).toHaveAttribute('open');
    expect(emailInput()).toHaveFocus();
    expect(emailInput()).toHaveAttribute('autocomplete', 'email');
    expect(document.title).toBe('Login | Innovation & Incubation Centre');
  });

  it('asks for an email when the field is empty, without calling the server', async () => {
    const bodies = acceptSends();
    const user = userEvent.setup();
    renderLogin();

    await user.click(sendButton());
    expect(screen.getByText('Please enter your email')).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(emailInput()).toHaveAccessibleDescription('Please enter your email');

    await user.type(emailInput(), 'not-an-email');
    await user.click(sendButton());
    expect(screen.getByText(LOGIN_MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('shows "Sending OTP..." with the button disabled, then the code step', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const bodies: unknown[] = [];
    server.use(
      http.post(SEND, async ({ request }) => {
        bodies.push(await request.json());
        await gate;
        return HttpResponse.json({ message: LOGIN_MESSAGES.sent, cooldownSeconds: 15 });
      }),
    );
    const user = userEvent.setup();
    renderLogin();

    await user.type(emailInput(), '  Asha.Verma@Student.example.edu ');
    await user.click(sendButton());
    expect(await screen.findByRole('status')).toHaveTextContent('Sending OTP...');
    expect(sendButton()).toBeDisabled();

    release();
    const code = await screen.findByLabelText('One-time code');
    expect(screen.getByRole('status')).toHaveTextContent('OTP sent successfully! Check your email.');
    expect(bodies).toEqual([{ email: 'asha.verma@student.example.edu' }]);
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveFocus();
    expect(within(dialog()).getByText(/asha\.verma@student\.example\.edu/)).toBeInTheDocument();
  });

  it('counts a 15 s resend cooldown down on the button and blocks sending until it ends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const bodies = acceptSends();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderLogin();
    await reachCodeStep(user);

    expect(screen.getByRole('button', { name: 'Resend in 15s' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    const resend = screen.getByRole('button', { name: 'Resend in 10s' });

    await user.click(resend);
    expect(screen.getByRole('alert')).toHaveTextContent('Please wait 10 seconds before sending another OTP');
    expect(bodies).toHaveLength(1);

    // Back on the email step the cooldown still holds.
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(emailInput()).toHaveValue('Asha.Verma@Student.example.edu');
    expect(emailInput()).toHaveFocus();
    await user.click(sendButton());
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Please wait (9|10) seconds before sending another OTP$/,
    );
    expect(bodies).toHaveLength(1);

    await user.click(sendButton()); // still blocked
    act(() => vi.advanceTimersByTime(10_500));
    await user.click(sendButton());
    await screen.findByLabelText('One-time code');
    expect(bodies).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Resend in 15s' })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(15_500));
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await waitFor(() => expect(bodies).toHaveLength(3));
    expect(await screen.findByRole('button', { name: 'Resend in 15s' })).toBeInTheDocument();
  });

  it('shows the server message of a 429', async () => {
    server.use(
      http.post(SEND, () =>
        HttpResponse.json(
          { message: 'Please wait 12 seconds before sending another OTP', retryAfterSeconds: 12 },
          { status: 429 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderLogin();
    await user.type(emailInput(), 'asha@example.edu');
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please wait 12 seconds before sending another OTP',
    );
    expect(screen.queryByLabelText('One-time code')).not.toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
  });

  it.each([
    [
      'the server message when mail is down',
      () => HttpResponse.json({ message: LOGIN_MESSAGES.mailUnavailable }, { status: 503 }),
      LOGIN_MESSAGES.mailUnavailable,
    ],
    [
      '"Failed to send OTP" for an answer without a message',
      () => new HttpResponse(null, { status: 502 }),
      'Failed to send OTP. Please try again.',
    ],
    [
      '"Error sending OTP" when the server cannot be reached',
      () => HttpResponse.error(),
      'Error sending OTP. Try again.',
    ],
  ])('on a failed send shows %s', async (_name, answer, message) => {
    server.use(http.post(SEND, answer));
    const user = userEvent.setup();
    renderLogin();
    await user.type(emailInput(), 'asha@example.edu');
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('shows a field error the server gives for the email', async () => {
    server.use(
      http.post(SEND, () =>
        HttpResponse.json(
          { message: 'Please check the form.', fieldErrors: { email: LOGIN_MESSAGES.invalidEmail } },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderLogin();
    await user.type(emailInput(), 'asha@example.edu');
    await user.click(sendButton());
    expect(await screen.findByText(LOGIN_MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    ['a wrong code', () => HttpResponse.json({ message: 'Invalid OTP. Try again.' }, { status: 401 })],
    ['a 429 without a message', () => new HttpResponse(null, { status: 429 })],
    ['a network failure', () => HttpResponse.error()],
  ])('answers "Invalid OTP. Try again." to %s', async (_name, answer) => {
    acceptSends();
    server.use(http.post(VERIFY, answer));
    const user = userEvent.setup();
    renderLogin();
    await user.type(await reachCodeStep(user), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP. Try again.');
    expect(path()).toBe('/login');
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('says how long to wait after too many wrong codes from the network', async () => {
    acceptSends();
    const wait = LOGIN_MESSAGES.tooManyWrongCodes(540);
    server.use(
      http.post(VERIFY, () =>
        HttpResponse.json({ message: wait }, { status: 429, headers: { 'retry-after': '540' } }),
      ),
    );
    const user = userEvent.setup();
    renderLogin();
    await user.type(await reachCodeStep(user), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many wrong codes were tried from your network. Please try again in 9 minutes.',
    );
    expect(path()).toBe('/login');
  });

  it('does not send an empty or mistyped code, and says what is wrong', async () => {
    acceptSends();
    const verifyBodies: unknown[] = [];
    server.use(
      http.post(VERIFY, async ({ request }) => {
        verifyBodies.push(await request.json());
        return HttpResponse.json({ message: LOGIN_MESSAGES.invalidCode }, { status: 400 });
      }),
    );
    const user = userEvent.setup();
    renderLogin();
    const code = await reachCodeStep(user);

    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText(LOGIN_MESSAGES.codeRequired)).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription(LOGIN_MESSAGES.codeRequired);
    expect(code).toHaveFocus();

    for (const typo of ['12345', '12a456', '1234567']) {
      await user.clear(code);
      await user.type(code, typo);
      await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
      expect(await screen.findByText(LOGIN_MESSAGES.codeMalformed)).toBeInTheDocument();
    }
    expect(verifyBodies).toEqual([]);

    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_MESSAGES.invalidCode);
    expect(verifyBodies).toEqual([{ email: 'asha.verma@student.example.edu', otp: '123456' }]);
  });

  it('keeps the code step across a reload: the mailed code still works and the cooldown keeps counting', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const bodies = acceptSends();
    const verifyBodies: unknown[] = [];
    server.use(
      http.post(VERIFY, async ({ request }) => {
        verifyBodies.push(await request.json());
        return HttpResponse.json({ token: 't', user: USER });
      }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const first = renderLogin();
    await reachCodeStep(user);
    act(() => vi.advanceTimersByTime(5000));
    first.unmount();

    renderLogin();
    const code = screen.getByLabelText('One-time code');
    expect(within(dialog()).getByText(/asha\.verma@student\.example\.edu/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Resend in (9|10)s$/ })).toBeInTheDocument();
    expect(bodies).toHaveLength(1);

    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText(LOGIN_MESSAGES.success)).toHaveClass('text-green-800');
    expect(verifyBodies).toEqual([{ email: 'asha.verma@student.example.edu', otp: '654321' }]);
    // "Login successful!" stays readable before the panel moves on.
    act(() => vi.advanceTimersByTime(SIGNED_IN_PAUSE_MS - 300));
    expect(path()).toBe('/login');
    expect(screen.getByText(LOGIN_MESSAGES.success)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(400));
    await waitFor(() => expect(path()).toBe('/my'));
    expect(sessionStorage.length).toBe(0);
  });

  it('says the account deletion is cancelled when signing in ended its grace period', async () => {
    acceptSends();
    server.use(
      http.post(VERIFY, () => HttpResponse.json({ token: 't', user: USER, deletionCancelled: true })),
    );
    const user = userEvent.setup();
    renderLogin();
    await reachCodeStep(user);
    await user.type(screen.getByLabelText('One-time code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText(LOGIN_MESSAGES.deletionCancelled)).toHaveClass('text-green-800');
    expect(screen.queryByText(LOGIN_MESSAGES.success)).not.toBeInTheDocument();
  });

  it('forgets a mailed code once it can no longer be used (10 minutes)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    acceptSends();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const first = renderLogin();
    await reachCodeStep(user);
    first.unmount();
    act(() => vi.advanceTimersByTime(10 * 60_000 + 1000));
    renderLogin();
    expect(emailInput()).toBeInTheDocument();
    expect(screen.queryByLabelText('One-time code')).toBeNull();
  });

  it('signs an admin in and replaces /login with /ad123; only the display copy is stored', async () => {
    acceptSends();
    const verifyBodies: unknown[] = [];
    server.use(
      http.post(VERIFY, async ({ request }) => {
        verifyBodies.push(await request.json());
        return HttpResponse.json({ token: 'secret-session-token', user: ADMIN });
      }),
    );
    const user = userEvent.setup();
    renderLogin();
    await user.type(await reachCodeStep(user, 'admin@iic.example.edu'), ' 123456 ');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    await waitFor(() => expect(path()).toBe('/ad123'));
    expect(screen.getByTestId('navigation-type')).toHaveTextContent('REPLACE');
    expect(verifyBodies).toEqual([{ email: 'admin@iic.example.edu', otp: '123456' }]);
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(ADMIN);
    expect(localStorage.getItem('token')).toBeNull();
    expect(JSON.stringify({ ...localStorage })).not.toContain('secret-session-token');
  });

  it('signs a user in and goes to their hub (docs/product.md#personal-hub)', async () => {
    acceptSends();
    server.use(http.post(VERIFY, () => HttpResponse.json({ token: 't', user: USER })));
    const user = userEvent.setup();
    renderLogin();
    await user.type(await reachCodeStep(user), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(path()).toBe('/my'));
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(USER);
  });

  describe('the name step of a first sign-in', () => {
    const NAME = '*/api/me/name';
    const NAMELESS = { ...USER, fullName: '' };

    /** Signs in as someone without a name and records what the name step sends. */
    async function reachNameStep(
      user: ReturnType<typeof userEvent.setup>,
      bodies: unknown[],
      state?: unknown,
    ) {
      acceptSends();
      server.use(
        http.post(VERIFY, () => HttpResponse.json({ user: NAMELESS })),
        http.put(NAME, async ({ request }) => {
          const body = (await request.json()) as { fullName?: string; showEmail?: true };
          bodies.push(body);
          return HttpResponse.json({ ...NAMELESS, fullName: body.showEmail ? USER.email : body.fullName });
        }),
      );
      renderLogin(state);
      await user.type(await reachCodeStep(user), '654321');
      await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
      return screen.findByRole('dialog', { name: 'What should we call you?' });
    }

    it('asks for a name after the code, cannot be closed, and goes on once a name is given', async () => {
      const bodies: unknown[] = [];
      const user = userEvent.setup();
      const step = await reachNameStep(user, bodies);
      const name = within(step).getByLabelText(/Your name/);
      expect(name).toHaveFocus();
      expect(within(step).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(path()).toBe('/login');
      // Already signed in: the navbar can show the account while the name is asked for.
      expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ email: USER.email });

      await user.click(within(step).getByRole('button', { name: 'Continue' }));
      expect(await within(step).findByText(NAME_MESSAGES.required)).toBeInTheDocument();
      await user.type(name, 'asha@example.org');
      await user.click(within(step).getByRole('button', { name: 'Continue' }));
      expect(await within(step).findByText(NAME_MESSAGES.noAddress)).toBeInTheDocument();
      expect(bodies).toEqual([]);

      await user.clear(name);
      await user.type(name, '  Asha Verma ');
      await user.click(within(step).getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(path()).toBe('/my'));
      expect(bodies).toEqual([{ fullName: 'Asha Verma' }]);
      expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ fullName: 'Asha Verma' });
    });

    it('is skipped only by choosing to show the email, then returns to the page that asked', async () => {
      const bodies: unknown[] = [];
      const user = userEvent.setup();
      const step = await reachNameStep(user, bodies, { notice: 'Sign in to post.', returnTo: '/post-idea' });
      expect(within(step).getByText(/where your name would be/)).toHaveTextContent(USER.email);
      await user.click(within(step).getByRole('button', { name: 'Show my email instead' }));
      await waitFor(() => expect(path()).toBe('/post-idea'));
      expect(bodies).toEqual([{ showEmail: true }]);
    });

    it('says so when the name could not be saved, and stays on the step', async () => {
      const user = userEvent.setup();
      const step = await reachNameStep(user, []);
      server.use(http.put(NAME, () => HttpResponse.json({ message: 'Server error' }, { status: 500 })));
      await user.type(within(step).getByLabelText(/Your name/), 'Asha Verma');
      await user.click(within(step).getByRole('button', { name: 'Continue' }));
      expect(await within(step).findByText(/could not be saved|Server error/)).toBeInTheDocument();
      expect(path()).toBe('/login');
    });
  });

  it('says why sign-in is needed and returns to the page that asked', async () => {
    acceptSends();
    server.use(http.post(VERIFY, () => HttpResponse.json({ token: 't', user: USER })));
    const user = userEvent.setup();
    renderLogin({ notice: 'You must be logged in to post an idea.', returnTo: '/post-idea' });
    expect(within(dialog()).getByText('You must be logged in to post an idea.')).toBeInTheDocument();
    await user.type(await reachCodeStep(user), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(path()).toBe('/post-idea'));
  });

  it('never returns to another site after sign-in', async () => {
    acceptSends();
    server.use(http.post(VERIFY, () => HttpResponse.json({ token: 't', user: USER })));
    const user = userEvent.setup();
    renderLogin({ returnTo: '//evil.example/steal' });
    await user.type(await reachCodeStep(user), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(path()).toBe('/my'));
  });

  it.each([
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'the close button',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Close' })),
    ],
    ['a click on the backdrop', async (user: ReturnType<typeof userEvent.setup>) => user.click(dialog())],
  ])('closes with %s and goes to /', async (_name, closeWith) => {
    const user = userEvent.setup();
    renderLogin();
    await closeWith(user);
    expect(path()).toBe('/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open when a click lands inside the panel', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('heading', { name: 'Sign in' }));
    expect(path()).toBe('/login');
  });

  it('offers Google only when the server has a client id', async () => {
    renderLogin();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send OTP' })).toBeInTheDocument());
    await screen.findByTestId('config-answered');
    // The separator is drawn at once with the lazily loaded Google button: its absence is the offer's.
    expect(screen.queryByText('or')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });

  it('signs an admin in with Google and moves on to /ad123 after 1.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const credentials: unknown[] = [];
    server.use(
      http.get(CONFIG, () => HttpResponse.json({ googleClientId: 'client.apps.googleusercontent.com' })),
      http.post('*/api/auth/google', async ({ request }) => {
        credentials.push(await request.json());
        return HttpResponse.json({ token: 't', user: ADMIN });
      }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderLogin();
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));

    expect(await screen.findByText('Login successful!')).toHaveClass('text-green-800');
    expect(credentials).toEqual([{ credential: 'google-id-token' }]);
    act(() => vi.advanceTimersByTime(SIGNED_IN_PAUSE_MS - 300));
    expect(path()).toBe('/login');
    act(() => vi.advanceTimersByTime(400));
    await waitFor(() => expect(path()).toBe('/ad123'));
    expect(screen.getByTestId('navigation-type')).toHaveTextContent('REPLACE');
  });

  it('says "Google login failed" when Google or the server refuses', async () => {
    server.use(
      http.get(CONFIG, () => HttpResponse.json({ googleClientId: 'client.apps.googleusercontent.com' })),
      http.post('*/api/auth/google', () =>
        HttpResponse.json({ message: LOGIN_MESSAGES.googleFailed }, { status: 401 }),
      ),
    );
    const user = userEvent.setup();
    renderLogin();
    await user.click(await screen.findByRole('button', { name: 'Google popup closed' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Google login failed. Please try again.');

    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Google login failed. Please try again.'),
    );
    expect(path()).toBe('/login');
  });

  it('sends an admin who is already signed in straight to /ad123', async () => {
    localStorage.setItem('user', JSON.stringify(ADMIN));
    server.use(http.get('*/api/me', () => HttpResponse.json(ADMIN)));
    renderLogin();
    await waitFor(() => expect(path()).toBe('/ad123'));
  });

  it('lets a signed-in user sign in with another account', async () => {
    localStorage.setItem('user', JSON.stringify(USER));
    server.use(http.get('*/api/me', () => HttpResponse.json(USER)));
    renderLogin();
    expect(await screen.findByText(USER.email)).toBeInTheDocument();
    expect(path()).toBe('/login');
  });
});
