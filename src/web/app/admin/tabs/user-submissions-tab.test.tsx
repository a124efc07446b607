import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminSubmission } from '#common/opportunities';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { UserSubmissionsTab } from '#web/app/admin/tabs/user-submissions-tab';

startMockServer();

const PENDING_IDEA: AdminSubmission = {
  kind: 'idea',
  id: 4,
  title: 'Solar cold storage',
  description: 'Cold rooms for farmers.',
  ownerName: 'Ravi Kumar',
  designation: 'Student',
  mainTag: 'CleanTech',
  extraTags: ['solar'],
  contact: '+91 98765 43210',
  createdAt: '2030-01-01T00:00:00.000Z',
  status: 'pending',
  reviewReason: null,
  reviewedAt: null,
  ownerEmail: 'ravi@example.org',
  authorName: 'Ravi Kumar',
};

describe('User Submissions tab', () => {
  it('keeps its empty state', async () => {
    server.use(http.get('*/api/admin/submissions', () => HttpResponse.json({ items: [] })));
    renderWithProviders(<UserSubmissionsTab />);
    expect(await screen.findByText('No user submissions yet.')).toBeInTheDocument();
  });

  it('declines a pending idea with a reason and refreshes the list', async () => {
    let items = [PENDING_IDEA];
    const decisions: unknown[] = [];
    server.use(
      http.get('*/api/admin/submissions', ({ request }) =>
        HttpResponse.json({
          items: new URL(request.url).searchParams.get('status') === 'pending' ? items : [],
        }),
      ),
      http.patch('*/api/ideas/4', async ({ request }) => {
        decisions.push(await request.json());
        items = [];
        return HttpResponse.json({ id: 4, status: 'declined' });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<UserSubmissionsTab />);
    const card = (await screen.findByText('Solar cold storage', { selector: 'h3' })).closest('li')!;
    expect(card).toHaveTextContent('ravi@example.org');
    expect(card).toHaveTextContent('+91 98765 43210');
    await user.click(within(card).getByRole('button', { name: /^Decline/ }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Reason for the author/), 'Too vague');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.getByText('No user submissions yet.')).toBeInTheDocument());
    expect(decisions).toEqual([{ status: 'declined', reason: 'Too vague' }]);
    expect(screen.getByRole('status')).toHaveTextContent('Declined “Solar cold storage”.');
  });

  it('deletes an approved post after asking, and says so (how a demo post leaves the site)', async () => {
    let items: AdminSubmission[] = [
      { ...PENDING_IDEA, status: 'approved', reviewedAt: '2030-01-02T00:00:00.000Z' },
    ];
    let deleted = 0;
    server.use(
      http.get('*/api/admin/submissions', ({ request }) =>
        HttpResponse.json({
          items: new URL(request.url).searchParams.get('status') === 'approved' ? items : [],
        }),
      ),
      http.delete('*/api/ideas/4', () => {
        deleted += 1;
        items = [];
        return HttpResponse.json({ message: 'Deleted “Solar cold storage”.' });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<UserSubmissionsTab />);
    await screen.findByText('No user submissions yet.');
    await user.selectOptions(screen.getByLabelText('Show'), 'Approved');
    const card = (await screen.findByText('Solar cold storage', { selector: 'h3' })).closest('li')!;
    await user.click(within(card).getByRole('button', { name: /^Delete/ }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Delete idea “Solar cold storage”?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toBe(0);
    await user.click(within(card).getByRole('button', { name: /^Delete/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByText('No approved submissions.')).toBeInTheDocument());
    expect(deleted).toBe(1);
    expect(screen.getByRole('status')).toHaveTextContent('Deleted “Solar cold storage”.');
  });
});
