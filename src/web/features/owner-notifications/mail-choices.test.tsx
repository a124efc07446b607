import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OWNER_CHOICES, OWNER_NOTIFICATION_MESSAGES as M } from '#common/owner-notifications';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { MailChoices } from './mail-choices';

startMockServer();

describe('MailChoices (docs/product.md#owner-notifications)', () => {
  it('shows the choice for each kind and saves a change', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/me/owner-notifications', () => HttpResponse.json(DEFAULT_OWNER_CHOICES)),
      http.patch('*/api/me/owner-notifications', async ({ request }) => {
        const body = (await request.json()) as Record<string, string>;
        sent.push(body);
        return HttpResponse.json({ ...DEFAULT_OWNER_CHOICES, ...body });
      }),
    );
    renderWithProviders(<MailChoices />);
    expect(screen.getByRole('heading', { name: 'Mail about my posts' })).toBeInTheDocument();
    const applications = await screen.findByLabelText('Applications to my internships and projects');
    expect(applications).toHaveValue('instant');
    await userEvent.selectOptions(screen.getByLabelText('Requests to join my ideas'), 'Daily digest');
    await userEvent.click(screen.getByRole('button', { name: 'Save mail choices' }));
    expect(await screen.findByText(M.saved)).toBeInTheDocument();
    expect(sent).toEqual([{ applications: 'instant', joinRequests: 'daily' }]);
  });

  it('says so when the choices cannot be loaded or saved, and tries again', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/me/owner-notifications', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Down' }, { status: 503 })
          : HttpResponse.json(DEFAULT_OWNER_CHOICES);
      }),
      http.patch('*/api/me/owner-notifications', () => HttpResponse.error()),
    );
    renderWithProviders(<MailChoices />);
    expect(await screen.findByText(M.loadFailed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByLabelText('Requests to join my ideas')).toHaveValue('instant');
    await userEvent.click(screen.getByRole('button', { name: 'Save mail choices' }));
    expect(await screen.findByText(M.failed)).toBeInTheDocument();
  });
});
