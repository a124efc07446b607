import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  ASSIGNMENT_MESSAGES as A,
  type AssignmentOverview,
  type AssignmentSummary,
  type Ranking,
} from '#common/assignment';
import { DECISION_TEMPLATES } from '#common/calls';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { CallReviewPanel } from './call-review-panel';

startMockServer();

const OVERVIEW: AssignmentOverview = {
  applications: [
    {
      id: 101,
      teamName: 'AquaTrace',
      applicantName: 'Asha Verma',
      reviewers: [
        {
          assignmentId: 1,
          reviewerId: 21,
          name: 'Priya',
          email: 'priya@mentors.example.org',
          status: 'reviewed',
          conflictReason: null,
        },
      ],
    },
  ],
  reviewers: [
    { id: 21, name: 'Priya', email: 'priya@mentors.example.org', assigned: 1, done: 1, returned: 0 },
    { id: 22, name: 'Arjun', email: 'arjun@mentors.example.org', assigned: 1, done: 0, returned: 0 },
  ],
};
const RANKING: Ranking = {
  sort: 'normalised',
  items: [
    {
      applicationId: 101,
      teamName: 'AquaTrace',
      applicantName: 'Asha Verma',
      reviews: 1,
      assigned: 1,
      raw: 4.2,
      normalised: 4.1,
      spread: 0,
      disagreement: false,
      comments: [{ reviewer: 'Priya', comment: 'Clear problem.' }],
      decision: null,
    },
  ],
};

function answer() {
  const sent = { runs: [] as unknown[], decisions: [] as unknown[], added: [] as unknown[] };
  server.use(
    http.get('*/api/calls/5/assignments', () => HttpResponse.json(OVERVIEW)),
    http.get('*/api/calls/5/ranking', () => HttpResponse.json(RANKING)),
    http.post('*/api/calls/5/assignments', async ({ request }) => {
      sent.runs.push(await request.json());
      const summary: AssignmentSummary = {
        message: A.done(2, 1),
        added: 2,
        applications: 1,
        loads: [],
        uncovered: [
          {
            applicationId: 101,
            teamName: 'AquaTrace',
            needed: 3,
            got: 2,
            reason: 'Only 2 of 3 reviewers have no conflict with this application.',
          },
        ],
      };
      return HttpResponse.json(summary);
    }),
    http.patch('*/api/call-applications/101/decision', async ({ request }) => {
      sent.decisions.push(await request.json());
      return HttpResponse.json({ message: 'Decision sent to Asha Verma.', decision: 'waitlisted' });
    }),
    http.post('*/api/call-applications/101/reviewers', async ({ request }) => {
      sent.added.push(await request.json());
      return HttpResponse.json(
        { message: 'This reviewer has a conflict with this application: same email domain.' },
        { status: 409 },
      );
    }),
  );
  return sent;
}

const render = () => renderWithProviders(<CallReviewPanel callId={5} callTitle="Incubation 2027" />);

describe('CallReviewPanel (Calls tab, Reviews)', () => {
  it('checks the assignment settings like the server, runs it and lists what it could not cover', async () => {
    const sent = answer();
    const user = userEvent.setup();
    render();
    const perApplication = await screen.findByLabelText('Reviewers per application');
    expect(perApplication).toHaveValue(3);
    await user.clear(perApplication);
    await user.type(perApplication, '11');
    await user.click(screen.getByRole('button', { name: 'Run assignment' }));
    expect(await screen.findByText(A.perApplication)).toBeInTheDocument();
    expect(sent.runs).toEqual([]);

    await user.clear(perApplication);
    await user.type(perApplication, '2');
    await user.clear(screen.getByLabelText('Maximum load per reviewer'));
    await user.type(screen.getByLabelText('Maximum load per reviewer'), '4');
    await user.click(screen.getByRole('button', { name: 'Run assignment' }));
    expect(await screen.findByText(A.done(2, 1))).toBeInTheDocument();
    expect(screen.getByText(/Only 2 of 3 reviewers have no conflict/)).toBeInTheDocument();
    expect(sent.runs).toEqual([{ reviewersPerApplication: 2, maxLoad: 4 }]);
  });

  it("shows the server's refusal of a run under the form", async () => {
    answer();
    server.use(
      http.post('*/api/calls/5/assignments', () =>
        HttpResponse.json({ message: A.notClosed }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Run assignment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(A.notClosed);
  });

  it('starts a decision from its template and sends the edited message', async () => {
    const sent = answer();
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Waitlist AquaTrace' }));
    const message = screen.getByLabelText('Message to the applicant');
    expect(message).toHaveValue(DECISION_TEMPLATES.waitlist({ team: 'AquaTrace', call: 'Incubation 2027' }));
    await user.clear(message);
    await user.type(message, 'You are next in line.');
    await user.click(screen.getByRole('button', { name: 'Send the decision' }));
    expect(await screen.findByText('Decision sent to Asha Verma.')).toBeInTheDocument();
    expect(sent.decisions).toEqual([{ decision: 'waitlist', message: 'You are next in line.' }]);
    expect(screen.queryByLabelText('Message to the applicant')).not.toBeInTheDocument();
  });

  it('asks for a reviewer before adding one and shows why the server refused', async () => {
    const sent = answer();
    const user = userEvent.setup();
    render();
    const ranking = await screen.findByRole('region', { name: 'Ranking' });
    const [item] = await within(ranking).findAllByRole('listitem');
    if (!item) throw new Error('The ranking lists no application');
    await user.click(within(item).getByText('Reviewers'));
    await user.click(within(item).getByRole('button', { name: 'Add' }));
    expect(await within(item).findByText('Please choose a reviewer')).toBeInTheDocument();
    expect(sent.added).toEqual([]);

    // Priya is already assigned, so only Arjun is offered.
    const list = within(item).getByLabelText('Add a reviewer');
    expect(within(list).queryByRole('option', { name: 'Priya' })).not.toBeInTheDocument();
    await user.selectOptions(list, 'Arjun');
    await user.click(within(item).getByRole('button', { name: 'Add' }));
    expect(await within(item).findByRole('alert')).toHaveTextContent(/same email domain/);
    expect(sent.added).toEqual([{ reviewerId: 22 }]);
  });

  it('shows the loading and failure of the reviews and of the ranking, with Try again', async () => {
    let asked = 0;
    server.use(
      http.get('*/api/calls/5/assignments', () => {
        asked += 1;
        return asked === 1
          ? HttpResponse.json({ message: 'Server error' }, { status: 500 })
          : HttpResponse.json(OVERVIEW);
      }),
      http.get('*/api/calls/5/ranking', () =>
        HttpResponse.json({ message: 'Server error' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    render();
    expect(screen.getByText('Loading the reviews')).toBeInTheDocument();
    expect(await screen.findByText('The reviews could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The ranking could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('0 / 1 reviewed')).toBeInTheDocument();
  });
});
