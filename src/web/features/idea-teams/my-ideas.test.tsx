import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { IDEA_TEAM_MESSAGES as M, type JoinRequest, type MyIdea } from '#common/idea-teams';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { MyIdeas } from './my-ideas';

// docs/product.md#idea-teams: on /my/posts the owner edits what the team still looks for, marks it complete,
// and accepts or declines requests to join; the requester's address shows only once accepted.

startMockServer();

const REQUEST: JoinRequest = {
  id: 41,
  ideaId: 7,
  ideaTitle: 'Solar cold storage',
  requesterName: 'Meera Iyer',
  message: 'I can build the sensors.',
  skills: 'Embedded C',
  state: 'pending',
  createdAt: '2030-03-02T10:00:00.000Z',
  contact: null,
};
const IDEA: MyIdea = {
  id: 7,
  title: 'Solar cold storage',
  status: 'approved',
  hidden: false,
  skillsWanted: 'A hardware designer',
  teamComplete: false,
  endorsements: 3,
  requests: [REQUEST],
};

/** Serves my ideas as `ideas()` says at each ask, so a test can change them after a decision. */
function serveIdeas(ideas: () => MyIdea[]) {
  server.use(http.get('*/api/my/ideas', () => HttpResponse.json({ items: ideas() })));
}

describe('MyIdeas', () => {
  it('shows a request without the requester’s address; accepting shows it and ends the choice', async () => {
    const decided: unknown[] = [];
    let current = IDEA;
    serveIdeas(() => [current]);
    server.use(
      http.patch('*/api/join-requests/41', async ({ request }) => {
        decided.push(await request.json());
        const accepted: JoinRequest = {
          ...REQUEST,
          state: 'accepted',
          contact: { name: 'Meera Iyer', email: 'meera.iyer@student.example.edu' },
        };
        current = { ...IDEA, requests: [accepted] };
        return HttpResponse.json(accepted);
      }),
    );
    renderWithProviders(<MyIdeas />);
    const requests = await screen.findByRole('list', { name: 'Requests to join Solar cold storage' });
    expect(within(requests).getByText('I can build the sensors.')).toBeInTheDocument();
    expect(within(requests).getByText('Embedded C')).toBeInTheDocument();
    expect(within(requests).getByText('Waiting')).toBeInTheDocument();
    expect(within(requests).queryByText(/Contact:/)).not.toBeInTheDocument();
    expect(screen.getByText(/1 request waiting/)).toBeInTheDocument();

    await userEvent.click(within(requests).getByRole('button', { name: 'Accept Meera Iyer' }));
    expect(await within(requests).findByText('Accepted')).toBeInTheDocument();
    expect(decided).toEqual([{ decision: 'accepted' }]);
    expect(within(requests).getByRole('link', { name: 'meera.iyer@student.example.edu' })).toHaveAttribute(
      'href',
      'mailto:meera.iyer@student.example.edu',
    );
    expect(within(requests).queryByRole('button', { name: /Accept|Decline/ })).not.toBeInTheDocument();
    expect(screen.getByText(/0 requests waiting/)).toBeInTheDocument();
  });

  it('shows the server’s refusal when the request was answered meanwhile', async () => {
    serveIdeas(() => [IDEA]);
    server.use(
      http.patch('*/api/join-requests/41', () =>
        HttpResponse.json({ message: M.alreadyDecided }, { status: 409 }),
      ),
    );
    renderWithProviders(<MyIdeas />);
    await userEvent.click(await screen.findByRole('button', { name: 'Decline Meera Iyer' }));
    expect(await screen.findByText(M.alreadyDecided)).toBeInTheDocument();
  });

  it('saves the skills the team still looks for and "team complete"', async () => {
    const saved: unknown[] = [];
    serveIdeas(() => [{ ...IDEA, requests: [] }]);
    server.use(
      http.patch('*/api/ideas/7/team', async ({ request }) => {
        saved.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderWithProviders(<MyIdeas />);
    const team = await screen.findByRole('form', { name: 'Team of Solar cold storage' });
    const skills = within(team).getByLabelText('Skills the team still looks for');
    expect(skills).toHaveValue('A hardware designer');
    await userEvent.clear(skills);
    await userEvent.type(skills, 'A mobile developer');
    await userEvent.click(within(team).getByRole('checkbox', { name: 'Team complete' }));
    await userEvent.click(within(team).getByRole('button', { name: /^Save/ }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(saved).toEqual([{ skillsWanted: 'A mobile developer', teamComplete: true }]);
  });

  it('shows nothing without ideas, and a retry when they cannot be loaded', async () => {
    server.use(http.get('*/api/my/ideas', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderWithProviders(<MyIdeas />);
    expect(await screen.findByText('Your ideas could not be loaded.')).toBeInTheDocument();
    serveIdeas(() => []);
    await userEvent.click(screen.getByRole('button', { name: /Try again/ }));
    await waitFor(() =>
      expect(screen.queryByText('Your ideas could not be loaded.')).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('heading', { name: 'My ideas and their teams' })).not.toBeInTheDocument();
  });
});
