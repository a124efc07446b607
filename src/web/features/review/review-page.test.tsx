import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES as M, type ReviewQueue, type ReviewView } from '#common/review';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { storeUser, USER } from '#web/test-support/users';
import ReviewPage from './review-page';

startMockServer();

const REVIEWER = { ...USER, id: 21, email: 'priya@mentors.example.org', roles: ['reviewer' as const] };
const QUEUE: ReviewQueue = {
  calls: [{ id: 5, title: 'Incubation 2027', blind: false, reviewDeadline: null, done: 0, assigned: 2 }],
  items: [
    { id: 11, callId: 5, applicationId: 101, teamName: 'AquaTrace', status: 'assigned', reviewedAt: null },
    { id: 12, callId: 5, applicationId: 102, teamName: 'Soil Sense', status: 'assigned', reviewedAt: null },
  ],
  timezone: 'Asia/Kolkata',
};
const view = (id: number, teamName: string, extra: Partial<ReviewView> = {}): ReviewView => ({
  id,
  callId: 5,
  callTitle: 'Incubation 2027',
  blind: false,
  reviewDeadline: null,
  rubric: [
    { id: 'team', name: 'Team', description: 'Can they build it?', weight: 2 },
    { id: 'market', name: 'Market', description: '', weight: 1 },
  ],
  questions: [],
  status: 'assigned',
  application: {
    id: 100 + id,
    teamName,
    applicantName: 'Asha Verma',
    website: null,
    stage: 'Prototype',
    description: 'Water sensors for villages.',
    teamSize: 3,
    answers: {},
  },
  scores: {},
  comment: '',
  note: '',
  timezone: 'Asia/Kolkata',
  ...extra,
});

/** Answers the reviewer's routes; returns what the page sent, by route. */
function answer(queue: ReviewQueue = QUEUE, first: Partial<ReviewView> = {}) {
  const sent = { saves: [] as unknown[], returns: [] as unknown[], conflicts: [] as unknown[] };
  storeUser(REVIEWER);
  server.use(
    http.get('*/api/me', () => HttpResponse.json(REVIEWER)),
    http.get('*/api/review/queue', () => HttpResponse.json(queue)),
    http.get('*/api/review/assignments/11', () => HttpResponse.json(view(11, 'AquaTrace', first))),
    http.get('*/api/review/assignments/12', () => HttpResponse.json(view(12, 'Soil Sense'))),
    http.get('*/api/review/conflicts', () => HttpResponse.json({ values: ['acme.example'], message: '' })),
    http.put('*/api/review/assignments/:id', async ({ request }) => {
      sent.saves.push(await request.json());
      return HttpResponse.json({ message: M.saved });
    }),
    http.post('*/api/review/assignments/:id/conflict', async ({ request }) => {
      sent.returns.push(await request.json());
      return HttpResponse.json({ message: M.conflictDeclared });
    }),
    http.put('*/api/review/conflicts', async ({ request }) => {
      const body = (await request.json()) as { values: string[] };
      sent.conflicts.push(body);
      return HttpResponse.json({
        values: body.values.map((v) => v.toLowerCase()),
        message: M.conflictsSaved,
      });
    }),
  );
  return sent;
}

const score = async (user: ReturnType<typeof userEvent.setup>, criterion: string, value: string) =>
  user.click(within(screen.getByRole('group', { name: new RegExp(criterion) })).getByLabelText(value));

describe('ReviewPage (/review)', () => {
  it('checks every criterion is scored before sending, then saves and opens the next application', async () => {
    const sent = answer();
    const user = userEvent.setup();
    renderWithProviders(<ReviewPage />, { route: '/review' });
    expect(await screen.findByRole('heading', { name: 'AquaTrace' })).toBeInTheDocument();
    expect(screen.getByText('0 of 2 reviewed')).toBeInTheDocument();

    await score(user, 'Team', '4');
    await user.click(screen.getByRole('button', { name: 'Save and next' }));
    expect(await screen.findByText(M.scoreMissing)).toBeInTheDocument();
    expect(sent.saves).toEqual([]);

    await score(user, 'Market', '2');
    // The message goes as soon as the criterion is scored.
    expect(screen.queryByText(M.scoreMissing)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('A comment for the panel'), 'Clear problem.');
    await user.type(screen.getByLabelText('A private note'), 'Ask about pilots.');
    await user.click(screen.getByRole('button', { name: 'Save and next' }));

    expect(await screen.findByRole('heading', { name: 'Soil Sense' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(M.saved);
    expect(sent.saves).toEqual([
      { scores: { team: 4, market: 2 }, comment: 'Clear problem.', note: 'Ask about pilots.' },
    ]);
  });

  it("puts the server's field messages under their criterion and its message under the form", async () => {
    answer(QUEUE, { scores: { team: 3, market: 3 } });
    server.use(
      http.put('*/api/review/assignments/11', () =>
        HttpResponse.json(
          {
            message: 'Please check the highlighted fields.',
            fieldErrors: { 'scores.market': M.scoreInvalid },
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ReviewPage />, { route: '/review?a=11' });
    await user.click(await screen.findByRole('button', { name: 'Save and next' }));
    const market = screen.getByRole('group', { name: /Market/ });
    expect(await within(market).findByText(M.scoreInvalid)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(screen.getByRole('heading', { name: 'AquaTrace' })).toBeInTheDocument();
  });

  it('returns an application as a conflict with its reason', async () => {
    const sent = answer();
    const user = userEvent.setup();
    renderWithProviders(<ReviewPage />, { route: '/review' });
    await user.click(await screen.findByRole('button', { name: 'Declare a conflict' }));
    await user.type(screen.getByLabelText(/Why you cannot review/), 'I advise this team');
    await user.click(screen.getByRole('button', { name: 'Return this application' }));
    expect(await screen.findByText(M.conflictDeclared)).toBeInTheDocument();
    expect(sent.returns).toEqual([{ reason: 'I advise this team' }]);
    expect(sent.saves).toEqual([]);
    expect(await screen.findByRole('heading', { name: 'Soil Sense' })).toBeInTheDocument();
  });

  it('shows a closed review read-only after the deadline', async () => {
    answer(QUEUE, { reviewDeadline: '2020-01-01T00:00:00.000Z' });
    renderWithProviders(<ReviewPage />, { route: '/review' });
    expect(await screen.findByText(M.deadlinePassed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save and next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Declare a conflict' })).toBeDisabled();
  });

  it('saves declared conflicts one a line and refuses an overlong one without sending', async () => {
    const sent = answer();
    const user = userEvent.setup();
    renderWithProviders(<ReviewPage />, { route: '/review' });
    const box = await screen.findByLabelText(/must not review/);
    expect(box).toHaveValue('acme.example');

    await user.type(box, `\n${'x'.repeat(201)}`);
    await user.click(screen.getByRole('button', { name: 'Save conflicts' }));
    expect(await screen.findByText('A conflict must be at most 200 characters')).toBeInTheDocument();
    expect(sent.conflicts).toEqual([]);

    await user.clear(box);
    await user.type(box, 'Acme.example\n\n  Soil Sense  ');
    await user.click(screen.getByRole('button', { name: 'Save conflicts' }));
    expect(await screen.findByText(M.conflictsSaved)).toBeInTheDocument();
    expect(sent.conflicts).toEqual([{ values: ['Acme.example', 'Soil Sense'] }]);
    expect(box).toHaveValue('acme.example\nsoil sense');
  });

  it('shows the empty queue, a failed queue with Try again, and a page for reviewers only', async () => {
    answer({ ...QUEUE, calls: [], items: [] });
    const { unmount } = renderWithProviders(<ReviewPage />, { route: '/review' });
    expect(await screen.findByText('Nothing to review yet.')).toBeInTheDocument();
    unmount();

    let asked = 0;
    server.use(
      http.get('*/api/review/queue', () => {
        asked += 1;
        return asked === 1
          ? HttpResponse.json({ message: 'Server error' }, { status: 500 })
          : HttpResponse.json(QUEUE);
      }),
    );
    const user = userEvent.setup();
    const second = renderWithProviders(<ReviewPage />, { route: '/review' });
    expect(await screen.findByText('Your queue could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'AquaTrace' })).toBeInTheDocument();
    second.unmount();

    server.use(http.get('*/api/me', () => HttpResponse.json(USER)));
    storeUser(USER);
    renderWithProviders(<ReviewPage />, { route: '/review' });
    expect(await screen.findByText('This page is for reviewers.')).toBeInTheDocument();
  });
});
