import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { MyIdea } from '#common/idea-teams';
import type { MyPost, ReceivedApplication } from '#common/post-applications';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { USER } from '#web/test-support/users';
import MyPostsPage from './my-posts-page';

startMockServer();

const POST: MyPost = {
  kind: 'internship',
  id: 7,
  title: 'Embedded intern',
  organisation: 'Acme Robotics',
  status: 'approved',
  hidden: false,
  createdAt: '2030-03-01T10:00:00.000Z',
  expiresAt: '2030-03-31T10:00:00.000Z',
  closedAt: null,
  closedReason: null,
  counts: { new: 1, shortlisted: 0, declined: 0, hired: 0 },
};
const APPLICATION: ReceivedApplication = {
  id: 31,
  applicantName: 'Asha Student',
  applicantEmail: 'asha@student.example.edu',
  note: 'I built a line-following robot.',
  portfolioUrl: null,
  githubUrl: 'https://github.com/asha',
  linkedinUrl: null,
  cvFilename: 'Asha.pdf',
  state: 'new',
  ownerNote: '',
  createdAt: '2030-03-02T10:00:00.000Z',
  updatedAt: '2030-03-02T10:00:00.000Z',
};

describe('MyPostsPage', () => {
  it('shows my posts with counts, opens the applications, and saves a state with a private note', async () => {
    const patches: unknown[] = [];
    server.use(
      http.get('*/api/me', () => HttpResponse.json(USER)),
      http.get('*/api/my/posts', () => HttpResponse.json({ items: [POST] })),
      http.get('*/api/internships/7/applications', () => HttpResponse.json({ items: [APPLICATION] })),
      http.patch('*/api/applications/31', async ({ request }) => {
        patches.push(await request.json());
        return HttpResponse.json({ ...APPLICATION, state: 'shortlisted', ownerNote: 'Call Friday' });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route path="/my/posts" element={<MyPostsPage />} />
      </Routes>,
      { route: '/my/posts' },
    );
    expect(await screen.findByRole('heading', { name: 'Embedded intern' })).toBeInTheDocument();
    expect(screen.getByText('1 application (1 new)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /CSV/ })).toHaveAttribute(
      'href',
      '/api/internships/7/applications.csv',
    );
    await user.click(screen.getByRole('button', { name: /Show applications/ }));
    expect(await screen.findByText('I built a line-following robot.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download CV/ })).toHaveAttribute(
      'href',
      '/api/applications/31/cv',
    );
    await user.selectOptions(screen.getByLabelText('State'), 'shortlisted');
    await user.type(screen.getByLabelText(/Private note/), 'Call Friday');
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(patches).toEqual([{ state: 'shortlisted', note: 'Call Friday' }]));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
  });

  it('shows the listing’s expiry, renews it, and closes it as filled after asking', async () => {
    const posted: string[] = [];
    let current: MyPost = POST;
    server.use(
      http.get('*/api/me', () => HttpResponse.json(USER)),
      http.get('*/api/my/posts', () => HttpResponse.json({ items: [current] })),
      http.post('*/api/internships/7/renewal', () => {
        posted.push('renewal');
        current = { ...POST, expiresAt: '2030-04-30T10:00:00.000Z' };
        return HttpResponse.json({
          expiresAt: current.expiresAt,
          closedAt: null,
          closedReason: null,
          message: 'Renewed: the listing stays up until 30 Apr 2030, 15:30 IST.',
        });
      }),
      http.post('*/api/internships/7/closure', () => {
        posted.push('closure');
        current = { ...current, closedAt: '2030-04-01T10:00:00.000Z', closedReason: 'filled' };
        return HttpResponse.json({
          expiresAt: current.expiresAt,
          closedAt: current.closedAt,
          closedReason: 'filled',
          message: 'The listing was closed as filled. It no longer appears in the public lists.',
        });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route path="/my/posts" element={<MyPostsPage />} />
      </Routes>,
      { route: '/my/posts' },
    );
    expect(await screen.findByText(/Listed until 31 Mar 2030/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Renew/ }));
    expect(await screen.findByText(/Renewed: the listing stays up until 30 Apr 2030/)).toBeInTheDocument();
    expect(await screen.findByText(/Listed until 30 Apr 2030/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Close as filled/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this listing as filled?' });
    expect(posted).toEqual(['renewal']);
    await user.click(within(dialog).getByRole('button', { name: 'Close as filled' }));
    expect(await screen.findByText(/Closed: filled/)).toBeInTheDocument();
    expect(posted).toEqual(['renewal', 'closure']);
    expect(screen.queryByRole('button', { name: /^Renew/ })).not.toBeInTheDocument();
  });

  it('tells the author that reports hid their post and idea, pending the centre’s review', async () => {
    const hiddenIdea: MyIdea = {
      id: 5,
      title: 'Solar dryer for farmers',
      status: 'approved',
      hidden: true,
      skillsWanted: '',
      teamComplete: false,
      endorsements: 0,
      requests: [],
    };
    server.use(
      http.get('*/api/me', () => HttpResponse.json(USER)),
      http.get('*/api/my/posts', () => HttpResponse.json({ items: [{ ...POST, hidden: true }] })),
      http.get('*/api/my/ideas', () => HttpResponse.json({ items: [hiddenIdea] })),
    );
    renderWithProviders(
      <Routes>
        <Route path="/my/posts" element={<MyPostsPage />} />
      </Routes>,
      { route: '/my/posts' },
    );
    expect(
      await screen.findByText(/Internship · Acme Robotics · Hidden after reports, awaiting review/),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Idea · Hidden after reports, awaiting review/)).toBeInTheDocument();
  });
});
