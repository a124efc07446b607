import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ModerationQueue as Queue } from '#common/moderation';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { ModerationQueue } from './moderation-queue';

startMockServer();

const QUEUE: Queue = {
  items: [
    {
      kind: 'report',
      subject: 'idea',
      id: 4,
      title: 'Earn money fast',
      detail: 'spammer@example.org',
      since: '2030-01-01T10:00:00.000Z',
      hidden: true,
      reports: [{ reason: 'spam', text: 'Asks for a fee', createdAt: '2030-01-01T10:00:00.000Z' }],
      actions: ['restore', 'remove'],
    },
    {
      kind: 'verification',
      subject: 'verification',
      id: 2,
      title: 'Acme Robotics',
      detail: 'founder@acme.example',
      since: '2030-01-02T10:00:00.000Z',
      hidden: false,
      reports: [],
      actions: ['approve', 'decline'],
    },
    {
      kind: 'event',
      subject: 'event',
      id: 7,
      title: 'Pitch Clinic',
      detail: '3 of 3 seats taken · starts 9 Dec 2030',
      since: '2030-01-03T10:00:00.000Z',
      hidden: false,
      reports: [],
      actions: [],
    },
  ],
  counts: { post: 0, report: 1, verification: 1, application: 0, event: 1 },
  total: 3,
};

describe('ModerationQueue (docs/product.md#moderation-queue)', () => {
  it('shows the waiting items with their reports, and sends a removal with its reason', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/admin/moderation', () => HttpResponse.json(QUEUE)),
      http.patch('*/api/admin/moderation/idea/4', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: 'Removed.' });
      }),
    );
    renderWithProviders(<ModerationQueue />);
    const spam = (await screen.findByRole('heading', { name: 'Earn money fast' })).closest('li')!;
    expect(within(spam).getByText('Hidden')).toBeInTheDocument();
    expect(within(spam).getByText(/Asks for a fee/)).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Reported posts (1)' })).toBeInTheDocument();
    await userEvent.click(within(spam).getByRole('button', { name: /Remove/ }));
    await userEvent.type(within(spam).getByLabelText(/Reason for remove/), 'Fee scam');
    await userEvent.click(within(spam).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(sent).toEqual([{ action: 'remove', reason: 'Fee scam' }]));
    expect(await screen.findByText('Removed. “Earn money fast”')).toBeInTheDocument();
  });

  it('leads from an event nearly full to the Registrations tab, with nothing to decide in the queue', async () => {
    server.use(http.get('*/api/admin/moderation', () => HttpResponse.json(QUEUE)));
    renderWithProviders(<ModerationQueue />);
    const event = (await screen.findByRole('heading', { name: 'Pitch Clinic' })).closest('li')!;
    expect(within(event).getByText(/3 of 3 seats taken/)).toBeInTheDocument();
    expect(within(event).queryByRole('button')).toBeNull();
    expect(within(event).getByRole('link', { name: /See the registrations/ })).toHaveAttribute(
      'href',
      '/ad123/registrations',
    );
  });
});
