import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AuditEntryView } from '#common/audit';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { ActivityList } from './activity-list';

startMockServer();

const entry = (id: number, summary: string): AuditEntryView => ({
  id,
  at: `2030-01-0${(id % 9) + 1}T10:30:00.000Z`,
  actorEmail: 'admin@iic.example.edu',
  actorName: 'Meera Iyer',
  action: 'team.update',
  subjectType: 'team_member',
  subjectId: String(id),
  summary,
});

describe('Activity tab', () => {
  it('says so when nothing has been done yet', async () => {
    server.use(http.get('*/api/admin/audit', () => HttpResponse.json({ items: [], nextBefore: null })));
    renderWithProviders(<ActivityList />);
    expect(await screen.findByText('No admin actions yet.')).toBeInTheDocument();
  });

  it('lists when, who and what, newest first, and loads older actions on demand', async () => {
    const requests: string[] = [];
    server.use(
      http.get('*/api/admin/audit', ({ request }) => {
        const url = new URL(request.url);
        requests.push(url.search);
        return url.searchParams.get('before') === '8'
          ? HttpResponse.json({ items: [entry(7, 'Added mentor "Dr. Farah Khan"')], nextBefore: null })
          : HttpResponse.json({
              items: [
                entry(9, 'Moved team member "Priya Nair" up'),
                entry(8, 'Deleted carousel slide "Demo"'),
              ],
              nextBefore: 8,
            });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ActivityList />);
    const list = await screen.findByRole('list', { name: 'Admin actions, newest first' });
    let rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Moved team member "Priya Nair" up');
    expect(rows[0]).toHaveTextContent('by Meera Iyer (admin@iic.example.edu)');
    const time = rows[0]!.querySelector('time')!;
    expect(time).toHaveAttribute('dateTime', '2030-01-01T10:30:00.000Z');
    expect(time.textContent).toMatch(/2030/);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('Added mentor "Dr. Farah Khan"')).toBeInTheDocument();
    rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('That is everything.')).toBeInTheDocument();
    expect(requests).toEqual(['?limit=30', '?limit=30&before=8']);
  });

  it('shows an error with a retry when the trail cannot be loaded', async () => {
    let fail = true;
    server.use(
      http.get('*/api/admin/audit', () =>
        fail
          ? HttpResponse.json({ message: 'down' }, { status: 500 })
          : HttpResponse.json({ items: [entry(1, 'Updated programme "Incubation"')], nextBefore: null }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ActivityList />);
    expect(await screen.findByText('The activity could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Updated programme "Incubation"')).toBeInTheDocument();
  });
});
