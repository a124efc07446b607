import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_MESSAGES } from '#common/newsletter';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { NewsletterButton } from './newsletter-button';

startMockServer();

describe('NewsletterButton', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('opens the subscribe dialog, which closes 2 s after a confirmed subscription', async () => {
    server.use(
      http.post('*/api/newsletter/subscribe', () =>
        HttpResponse.json({ message: NEWSLETTER_MESSAGES.subscribed }),
      ),
      http.post('*/api/newsletter/confirm', () =>
        HttpResponse.json({ message: NEWSLETTER_MESSAGES.confirmed }),
      ),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<NewsletterButton />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Subscribe to our newsletter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to our newsletter' });
    await user.type(screen.getByLabelText('Your email'), 'reader@example.org');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(NEWSLETTER_MESSAGES.subscribed)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirmation code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(NEWSLETTER_MESSAGES.confirmed)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1500));
    expect(dialog).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(600));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on Close without subscribing', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<NewsletterButton />);
    await user.click(screen.getByRole('button', { name: 'Subscribe to our newsletter' }));
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
