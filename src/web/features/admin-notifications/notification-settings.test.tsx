import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ADMIN_NOTIFICATION_MESSAGES, DEFAULT_ADMIN_CHOICES } from '#common/admin-notifications';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { NotificationSettings } from './notification-settings';

startMockServer();

describe('NotificationSettings (docs/product.md#admin-notifications)', () => {
  it('shows the admin’s choice per kind and saves a change', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/me/notifications', () => HttpResponse.json(DEFAULT_ADMIN_CHOICES)),
      http.patch('*/api/me/notifications', async ({ request }) => {
        const body = (await request.json()) as Record<string, string>;
        sent.push(body);
        return HttpResponse.json({ ...DEFAULT_ADMIN_CHOICES, ...body });
      }),
    );
    renderWithProviders(<NotificationSettings />);
    await userEvent.click(screen.getByText('Mail me about waiting work'));
    const reports = await screen.findByLabelText('Reported posts');
    expect(reports).toHaveValue('instant');
    expect(screen.getByLabelText('Pending posts')).toHaveValue('daily');
    await userEvent.selectOptions(screen.getByLabelText('Pending posts'), 'No mail');
    await userEvent.click(screen.getByRole('button', { name: 'Save choices' }));
    expect(await screen.findByText(ADMIN_NOTIFICATION_MESSAGES.saved)).toBeInTheDocument();
    expect(sent).toEqual([{ ...DEFAULT_ADMIN_CHOICES, post: 'none' }]);
  });

  it('says so when the choices cannot be loaded, and tries again', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/me/notifications', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Down' }, { status: 503 })
          : HttpResponse.json(DEFAULT_ADMIN_CHOICES);
      }),
    );
    renderWithProviders(<NotificationSettings />);
    await userEvent.click(screen.getByText('Mail me about waiting work'));
    expect(await screen.findByText(ADMIN_NOTIFICATION_MESSAGES.loadFailed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByLabelText('Reported posts')).toHaveValue('instant');
  });
});
