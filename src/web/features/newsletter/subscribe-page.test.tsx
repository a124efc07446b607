import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_MESSAGES } from '#common/auth';
import { NEWSLETTER_MESSAGES } from '#common/newsletter';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import SubscribePage from './subscribe-page';

startMockServer();
const SUBSCRIBE = '*/api/newsletter/subscribe';

async function pastWelcome() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderWithProviders(<SubscribePage />);
  expect(screen.getByRole('heading', { name: 'Welcome!' })).toBeInTheDocument();
  act(() => vi.advanceTimersByTime(2500));
  expect(screen.getByRole('heading', { name: 'Welcome!' })).toBeInTheDocument();
  expect(screen.queryByLabelText('Your email')).not.toBeInTheDocument();
  act(() => vi.advanceTimersByTime(600));
  expect(screen.getByLabelText('Your email')).toBeInTheDocument();
  return user;
}
const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Subscribe' }));

describe('SubscribePage', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('welcomes for 3 s, subscribes, asks for the mailed code, then shows success for 5 s', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(SUBSCRIBE, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: NEWSLETTER_MESSAGES.subscribed });
      }),
      http.post('*/api/newsletter/confirm', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: NEWSLETTER_MESSAGES.confirmed });
      }),
    );
    const user = await pastWelcome();
    await user.type(screen.getByLabelText('Your email'), 'Reader@example.org');
    await submit(user);
    expect(await screen.findByText(NEWSLETTER_MESSAGES.subscribed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(NEWSLETTER_MESSAGES.codeRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirmation code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(NEWSLETTER_MESSAGES.confirmed)).toBeInTheDocument();
    expect(bodies).toEqual([
      { email: 'reader@example.org', website: '' },
      { email: 'reader@example.org', otp: '123456' },
    ]);
    act(() => vi.advanceTimersByTime(4500));
    expect(screen.getByText(NEWSLETTER_MESSAGES.confirmed)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByText(NEWSLETTER_MESSAGES.confirmed)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Your email')).toHaveValue('');
  });

  it('checks the email in the browser', async () => {
    const user = await pastWelcome();
    await submit(user);
    expect(await screen.findByText(LOGIN_MESSAGES.emailRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your email'), 'reader@');
    await submit(user);
    expect(await screen.findByText(LOGIN_MESSAGES.invalidEmail)).toBeInTheDocument();
  });

  it("says the server's error, else 'Failed to subscribe', else 'An unexpected error occurred'", async () => {
    const user = await pastWelcome();
    await user.type(screen.getByLabelText('Your email'), 'reader@example.org');
    server.use(http.post(SUBSCRIBE, () => HttpResponse.json({ message: 'Slow down' }, { status: 429 })));
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Slow down');
    server.use(http.post(SUBSCRIBE, () => new HttpResponse(null, { status: 500 })));
    await submit(user);
    expect(await screen.findByText(NEWSLETTER_MESSAGES.subscribeFailed)).toBeInTheDocument();
    server.use(http.post(SUBSCRIBE, () => HttpResponse.error()));
    await submit(user);
    expect(await screen.findByText(NEWSLETTER_MESSAGES.unexpected)).toBeInTheDocument();
  });
});
