import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { JoinRequest } from '#common/idea-teams';
import type { MyPostApplication } from '#common/post-applications';
import type { Submission } from '#common/submissions';
import { LocationProbe } from '#web/test-support/location-probe';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { USER } from '#web/test-support/users';
import ApplicationStatusPage from './application-status-page';

startMockServer();

function renderPage() {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/application-status" element={<ApplicationStatusPage />} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { route: '/application-status' },
  );
}

const ROWS: Submission[] = [
  {
    key: 'idea-2',
    type: 'Idea',
    title: 'Solar cold storage',
    detail: null,
    date: '2030-02-01T10:00:00.000Z',
    status: 'Pending',
    reason: null,
  },
  {
    key: 'program-1',
    type: 'Program',
    title: 'Acceleration Program',
    detail: 'Team Rocket',
    date: '2030-01-20T10:00:00.000Z',
    status: 'Approved',
    reason: null,
  },
  {
    key: 'project-1',
    type: 'Project',
    title: 'Drone mapping',
    detail: null,
    date: '2030-01-10T10:00:00.000Z',
    status: 'Declined',
    reason: 'Duplicate of an existing project.',
  },
];

describe('ApplicationStatusPage', () => {
  it('lists the user’s submissions with #, Title, Type, Date and Status, and the reason of a decline', async () => {
    server.use(
      http.get('*/api/me', () => HttpResponse.json(USER)),
      http.get('*/api/my/submissions', () => HttpResponse.json({ items: ROWS })),
    );
    renderPage();
    const table = await screen.findByRole('table', { name: 'Your submissions, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['#', 'Title', 'Type', 'Date', 'Status']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]!.textContent)).toEqual([
      'Idea',
      'Program',
      'Project',
    ]);
    expect(rows.map((row) => within(row).getAllByRole('cell')[4]!.textContent)).toEqual([
      'Pending',
      'Approved',
      'Declined',
    ]);
    expect(rows[1]).toHaveTextContent('Team: Team Rocket');
    expect(rows[2]).toHaveTextContent('Reason: Duplicate of an existing project.');
    expect(rows[0]).toHaveTextContent('1 Feb 2030');
  });

  it('shows the state of each upcoming event registration, linking to My events', async () => {
    const base = {
      event_start_date: '2099-03-10',
      event_end_date: '2099-03-10',
      event_time: '10:00 AM',
      event_location: 'Hall',
      event_starts_at: '2099-03-10T04:30:00.000Z',
      offer_expires_at: null,
      check_in_code: null,
      answer: '',
      registered_at: '2099-01-01T00:00:00.000Z',
    };
    server.use(
      http.get('*/api/me', () => HttpResponse.json(USER)),
      http.get('*/api/my/submissions', () => HttpResponse.json({ items: ROWS })),
      http.get('*/api/my/registrations', () =>
        HttpResponse.json({
          timezone: 'Asia/Kolkata',
          items: [
            {
              ...base,
              id: 1,
              event_id: 7,
              event_name: 'Pitch Night',
              state: 'waitlisted',
              waitlist_position: 3,
            },
            {
              ...base,
              id: 2,
              event_id: 8,
              event_name: 'Demo Day',
              state: 'registered',
              waitlist_position: null,
            },
            { ...base, id: 3, event_id: 9, event_name: 'Gone', state: 'cancelled', waitlist_position: null },
          ],
        }),
      ),
    );
    renderPage();
    const section = await screen.findByRole('region', { name: 'Event registrations' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Waitlisted (number 3)'), expect.stringContaining('Registered')]);
    expect(within(section).getByRole('link', { name: 'My events' })).toHaveAttribute('href', '/my/events');
    expect(within(section).getByRole('link', { name: 'Pitch Night' })).toHaveAttribute('href', '/events/7');
  });

  it('lists my applications to internships and projects and my requests to join ideas, with their states', async () => {
    const application = (
      id: number,
      title: string,
      state: MyPostApplication['state'],
      closedReason: 'filled' | null = null,
    ): MyPostApplication => ({
      id,
      post: {
        kind: 'internship',
        id: id + 100,
        title,
        organisation: 'GreenGrid Labs',
        externalLink: '',
        closedReason,
      },
      state,
      note: 'I build accessible React apps.',
      portfolioUrl: null,
      githubUrl: null,
      linkedinUrl: null,
      cvFilename: id === 1 ? 'cv.pdf' : null,
      createdAt: '2030-02-01T10:00:00.000Z',
      updatedAt: '2030-02-01T10:00:00.000Z',
    });
    const request = (id: number, state: JoinRequest['state']): JoinRequest => ({
      id,
      ideaId: id,
      ideaTitle: `Idea ${id}`,
      requesterName: 'Priya',
      message: 'I can help.',
      skills: '',
      state,
      createdAt: '2030-02-01T10:00:00.000Z',
      contact: state === 'accepted' ? { name: 'Ravi Founder', email: 'ravi@iic.example.edu' } : null,
    });
    let applications = [
      application(1, 'Frontend Developer Intern', 'shortlisted'),
      application(2, 'Data Analyst Intern', 'hired', 'filled'),
    ];
    const withdrawn: string[] = [];
    server.use(
      http.get('*/api/me', () => HttpResponse.json(USER)),
      http.get('*/api/my/submissions', () => HttpResponse.json({ items: [] })),
      http.get('*/api/my/applications', () => HttpResponse.json({ items: applications })),
      http.delete('*/api/applications/:id', ({ params }) => {
        withdrawn.push(String(params.id));
        applications = applications.filter((item) => String(item.id) !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
      http.get('*/api/my/join-requests', () =>
        HttpResponse.json({ items: [request(5, 'pending'), request(6, 'accepted')] }),
      ),
    );
    renderPage();
    const mine = await screen.findByRole('region', { name: 'Applications to internships and projects' });
    const [open, decided] = within(mine).getAllByRole('listitem');
    expect(open).toHaveTextContent(/Frontend Developer Intern.*Shortlisted/);
    expect(within(open!).getByRole('link', { name: /Your CV/ })).toHaveAttribute(
      'href',
      '/api/applications/1/cv',
    );
    // A decided application cannot be withdrawn; its listing shows why it left the lists.
    expect(decided).toHaveTextContent(/Data Analyst Intern.*Closed: filled.*Hired/);
    expect(within(decided!).queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();

    const teams = screen.getByRole('region', { name: 'Requests to join ideas' });
    const [waiting, accepted] = within(teams).getAllByRole('listitem');
    expect(waiting).toHaveTextContent(/Idea 5.*Waiting.*contact details are shared once they accept/);
    expect(within(accepted!).getByRole('link', { name: 'ravi@iic.example.edu' })).toHaveAttribute(
      'href',
      'mailto:ravi@iic.example.edu',
    );

    await userEvent.click(within(open!).getByRole('button', { name: /Withdraw/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this application?' });
    expect(withdrawn).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(within(mine).getAllByRole('listitem')).toHaveLength(1));
    expect(withdrawn).toEqual(['1']);
  });

  it('shows an empty state with links to post', async () => {
    server.use(
      http.get('*/api/me', () => HttpResponse.json(USER)),
      http.get('*/api/my/submissions', () => HttpResponse.json({ items: [] })),
    );
    renderPage();
    expect(await screen.findByText('You have not posted anything yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post an idea' })).toHaveAttribute('href', '/post-idea');
  });

  it('sends a signed-out visitor to the login panel', async () => {
    server.use(http.get('*/api/me', () => HttpResponse.json({ message: 'Please log in' }, { status: 401 })));
    renderPage();
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/login'));
  });
});
