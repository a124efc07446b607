import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGES, type FeedbackSettingsBody } from '#common/event-feedback';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { FeedbackAdmin } from './feedback-admin';
import { eventFeedbackHandler, feedbackAdminFixture } from './test-fixtures';

startMockServer();

const ANSWERED = feedbackAdminFixture({
  locked: true,
  summary: {
    checked_in: 3,
    answers: 2,
    response_rate: 0.667,
    overall: {
      label: 'Overall, how was the event?',
      average: 4,
      counts: [1, 2, 3, 4, 5].map((n) => ({ label: String(n), count: n === 3 || n === 5 ? 1 : 0 })),
    },
    questions: [
      {
        label: 'Would you recommend it to a friend?',
        kind: 'choice',
        answered: 2,
        average: null,
        counts: [
          { label: 'Yes', count: 2 },
          { label: 'No', count: 0 },
        ],
        texts: [],
      },
      {
        label: 'What should we change?',
        kind: 'text',
        answered: 1,
        average: null,
        counts: [],
        texts: ['Longer labs'],
      },
    ],
  },
});

describe('event feedback on the admin screen (docs/product.md#event-feedback)', () => {
  it('shows the response rate, the averages and counts, the texts and the downloads', async () => {
    server.use(eventFeedbackHandler(7, () => ANSWERED));
    renderWithProviders(<FeedbackAdmin eventId={7} />);
    expect(await screen.findByText('2 of 3 who checked in answered')).toBeInTheDocument();
    const overall = screen.getByRole('region', { name: 'Overall, how was the event?' });
    expect(within(overall).getByText('Average 4 of 5')).toBeInTheDocument();
    expect(within(overall).getByRole('rowheader', { name: '5' }).closest('tr')).toHaveTextContent('1');
    const choice = screen.getByRole('region', { name: 'Would you recommend it to a friend?' });
    expect(within(choice).getByRole('rowheader', { name: 'Yes' }).closest('tr')).toHaveTextContent('2');
    expect(screen.getByRole('region', { name: 'What should we change?' })).toHaveTextContent('Longer labs');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/events/7/feedback.csv',
    );
    expect(screen.getByRole('link', { name: 'Download Excel' })).toHaveAttribute(
      'href',
      '/api/events/7/feedback.xlsx',
    );
    // Once answers arrived the questions are shown, not edited.
    expect(screen.queryByRole('textbox', { name: 'Question 1' })).toBeNull();
  });

  it('edits the questions before answers arrive, and shows the server’s words', async () => {
    const saved: FeedbackSettingsBody[] = [];
    server.use(
      eventFeedbackHandler(7),
      http.put('*/api/events/7/feedback', async ({ request }) => {
        const body = (await request.json()) as FeedbackSettingsBody;
        saved.push(body);
        return HttpResponse.json(
          feedbackAdminFixture({ ...body, default_questions: false, message: FEEDBACK_MESSAGES.saved }),
        );
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<FeedbackAdmin eventId={7} />);
    const form = await screen.findByRole('form', { name: 'Feedback settings' });
    await user.click(within(form).getByRole('button', { name: 'Remove question 4' }));
    await user.click(within(form).getByRole('button', { name: 'Add a question' }));
    await user.click(within(form).getByRole('button', { name: 'Save feedback settings' }));
    expect(await within(form).findByText(FEEDBACK_MESSAGES.labelRequired)).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: 'Question 4' }), 'Which session was best?');
    await user.selectOptions(within(form).getAllByRole('combobox', { name: 'Kind' })[3]!, 'choice');
    await user.type(within(form).getByRole('textbox', { name: 'Question 4, option 1' }), 'Morning');
    await user.type(within(form).getByRole('textbox', { name: 'Question 4, option 2' }), 'Afternoon');
    await user.click(within(form).getByRole('button', { name: 'Save feedback settings' }));
    expect(await within(form).findByText(FEEDBACK_MESSAGES.saved)).toHaveAttribute('role', 'status');
    expect(saved).toHaveLength(1);
    expect(saved[0]!.questions[3]).toEqual({
      kind: 'choice',
      label: 'Which session was best?',
      required: false,
      options: ['Morning', 'Afternoon'],
    });
    expect(saved[0]!.questions).toHaveLength(4);
  });
});
