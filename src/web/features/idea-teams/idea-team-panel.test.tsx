import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDEA_TEAM_MESSAGES as M, type MyIdeaMarks } from '#common/idea-teams';
import type { WallIdea } from '#common/opportunities';
import { writeStoredUser } from '#web/lib/stored-user';
import { useDisplayUser } from '#web/features/auth';
import { LocationProbe } from '#web/test-support/location-probe';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { USER } from '#web/test-support/users';
import { IdeaTeamPanel } from './idea-team-panel';

// docs/product.md#idea-teams and docs/product.md#endorsements: the team panel of an idea's card and its
// "Ask to join" dialog.

startMockServer();
afterEach(() => localStorage.clear());

const IDEA: WallIdea = {
  id: 7,
  title: 'Solar cold storage',
  description: 'Cold rooms for farmers.',
  ownerName: 'Ravi Founder',
  designation: 'Student',
  mainTag: 'CleanTech',
  extraTags: [],
  contact: '+91 98765 43210',
  createdAt: '2026-01-05T10:00:00.000Z',
  skillsWanted: 'A hardware designer',
  teamComplete: false,
  endorsements: 4,
  team: [{ name: 'Arjun Nair', skills: 'Embedded C' }],
};
const NO_MARKS: MyIdeaMarks = { endorsed: [], owned: [], requests: [] };

/** Shows who the page thinks is signed in, so a test clicks only once the panel knows. */
function SignedInProbe() {
  return <p data-testid="signed-in">{useDisplayUser()?.email ?? 'nobody'}</p>;
}

function signedIn(marks: MyIdeaMarks = NO_MARKS) {
  writeStoredUser(USER);
  server.use(
    http.get('*/api/me', () => HttpResponse.json(USER)),
    http.get('*/api/my/idea-marks', () => HttpResponse.json(marks)),
  );
}

function renderPanel(idea: WallIdea = IDEA, onChanged = vi.fn()) {
  renderWithProviders(
    <>
      <IdeaTeamPanel idea={idea} onChanged={onChanged} />
      <SignedInProbe />
      <LocationProbe />
    </>,
    { route: '/wall-of-ideas' },
  );
  return onChanged;
}

describe('IdeaTeamPanel', () => {
  it('shows the team, what it looks for and the endorsements; a visitor is sent to sign in', async () => {
    server.use(http.get('*/api/me', () => HttpResponse.json({ message: 'Please log in' }, { status: 401 })));
    renderPanel();
    expect(screen.getByText('Arjun Nair')).toBeInTheDocument();
    expect(screen.getByText('A hardware designer')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /Endorse\s*“Solar cold storage”,\s*4\s*endorsements/ }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /Ask to join/ }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/login'));
  });

  it('shows "Team complete" instead of what it looks for, and no "Ask to join"', () => {
    renderPanel({ ...IDEA, teamComplete: true });
    expect(screen.getByText('Team complete')).toBeInTheDocument();
    expect(screen.queryByText('A hardware designer')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ask to join/ })).not.toBeInTheDocument();
  });

  it('shows my pending request, and no "Ask to join" on my own idea', async () => {
    signedIn({ endorsed: [7], owned: [], requests: [{ ideaId: 7, state: 'pending' }] });
    renderPanel();
    expect(await screen.findByText(/Request: /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Endorsed/ })).toHaveAttribute('aria-pressed', 'true');
    localStorage.clear();
  });

  it('hides "Ask to join" on my own idea', async () => {
    signedIn({ endorsed: [], owned: [7], requests: [] });
    renderPanel();
    await waitFor(() => expect(screen.getByTestId('signed-in')).toHaveTextContent(USER.email));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Ask to join/ })).not.toBeInTheDocument(),
    );
  });

  it('endorses and shows the new count at once', async () => {
    signedIn();
    server.use(
      http.post('*/api/ideas/7/endorsement', () => HttpResponse.json({ endorsed: true, endorsements: 5 })),
    );
    const onChanged = renderPanel();
    await waitFor(() => expect(screen.getByTestId('signed-in')).toHaveTextContent(USER.email));
    await userEvent.click(screen.getByRole('button', { name: /Endorse\s*“Solar cold storage”/ }));
    expect(await screen.findByRole('button', { name: /5\s*endorsements/ })).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalledOnce();
  });
});

describe('JoinDialog', () => {
  it(
    'checks the message with the shared schema, sends the request and says so',
    { timeout: 60_000 },
    async () => {
      signedIn();
      const sent: unknown[] = [];
      server.use(
        http.post('*/api/ideas/7/join-requests', async ({ request }) => {
          sent.push(await request.json());
          return HttpResponse.json({ id: 1, state: 'pending', message: M.asked }, { status: 201 });
        }),
      );
      renderPanel();
      await waitFor(() => expect(screen.getByTestId('signed-in')).toHaveTextContent(USER.email));
      await userEvent.click(screen.getByRole('button', { name: /Ask to join/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Ask to join' }, { timeout: 20_000 });
      expect(within(dialog).getByText('A hardware designer')).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
      expect(await within(dialog).findByText(M.messageRequired)).toBeInTheDocument();
      await userEvent.type(within(dialog).getByLabelText(/Message to the owner/), 'Hi');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
      expect(await within(dialog).findByText(M.messageTooShort)).toBeInTheDocument();
      expect(sent).toEqual([]);

      await userEvent.type(
        within(dialog).getByLabelText(/Message to the owner/),
        ', I can build the sensors.',
      );
      await userEvent.type(within(dialog).getByLabelText('Skills you offer'), 'Circuit design');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
      expect(await within(dialog).findByText(M.asked)).toBeInTheDocument();
      expect(sent).toEqual([{ message: 'Hi, I can build the sensors.', skills: 'Circuit design' }]);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    },
  );

  it('shows the server’s refusal', { timeout: 60_000 }, async () => {
    signedIn();
    server.use(
      http.post('*/api/ideas/7/join-requests', () =>
        HttpResponse.json({ message: M.alreadyAsked }, { status: 409 }),
      ),
    );
    renderPanel();
    await waitFor(() => expect(screen.getByTestId('signed-in')).toHaveTextContent(USER.email));
    await userEvent.click(screen.getByRole('button', { name: /Ask to join/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask to join' }, { timeout: 20_000 });
    await userEvent.type(
      within(dialog).getByLabelText(/Message to the owner/),
      'I would love to help build it.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText(M.alreadyAsked)).toBeInTheDocument();
  });
});
