import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGES, type FeedbackAnswerBody } from '#common/event-feedback';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import FeedbackPage from './feedback-page';
import { feedbackFormFixture } from './test-fixtures';

startMockServer();

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';

function renderPage(token = TOKEN) {
  return renderWithProviders(
    <Routes>
      <Route path="/feedback/:token" element={<FeedbackPage />} />
    </Routes>,
    { route: `/feedback/${token}` },
  );
}

describe('feedback form (docs/product.md#event-feedback)', () => {
  it('asks for the overall rating first, sends the answers in the questions’ order, then offers to change them', async () => {
    const sent: FeedbackAnswerBody[] = [];
    server.use(
      http.get(`*/api/feedback/${TOKEN}`, () => HttpResponse.json(feedbackFormFixture())),
      http.put(`*/api/feedback/${TOKEN}`, async ({ request }) => {
        const body = (await request.json()) as FeedbackAnswerBody;
        sent.push(body);
        return HttpResponse.json(
          feedbackFormFixture({
            answer: { ...body, submitted_at: '2026-03-02T10:00:00Z', updated_at: '2026-03-02T10:00:00Z' },
            editable_until: '2026-03-09T10:00:00Z',
            message: FEEDBACK_MESSAGES.sent,
          }),
        );
      }),
    );
    const user = userEvent.setup();
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'How was Pitch Night?', level: 1 }),
    ).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Your feedback' });
    await user.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(await within(form).findByText(FEEDBACK_MESSAGES.ratingRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);

    const overall = within(form).getByRole('group', { name: 'Overall, how was the event?' });
    await user.click(within(overall).getByRole('radio', { name: '4 Very good' }));
    const useful = within(form).getByRole('group', { name: /^How useful was it for you\?/ });
    await user.click(within(useful).getByRole('radio', { name: '5 Excellent' }));
    await user.click(within(form).getByRole('radio', { name: 'Maybe' }));
    await user.type(within(form).getByLabelText('What should we change? (optional)'), 'Longer labs');
    await user.click(within(form).getByRole('button', { name: 'Send feedback' }));

    expect(await within(form).findByText(FEEDBACK_MESSAGES.sent)).toHaveAttribute('role', 'status');
    expect(sent).toEqual([{ rating: 4, answers: [5, 'Maybe', 'Longer labs', ''] }]);
    expect(within(form).getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
    expect(within(form).getByText(/You can change your answer until/)).toBeInTheDocument();
  });

  it('shows the server’s message under the question it refused', async () => {
    server.use(
      http.get(`*/api/feedback/${TOKEN}`, () => HttpResponse.json(feedbackFormFixture())),
      http.put(`*/api/feedback/${TOKEN}`, () =>
        HttpResponse.json(
          {
            message: 'The request is not valid.',
            fieldErrors: { 'answers.1': FEEDBACK_MESSAGES.notAnOption },
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    const form = await screen.findByRole('form', { name: 'Your feedback' });
    const overall = within(form).getByRole('group', { name: 'Overall, how was the event?' });
    await user.click(within(overall).getByRole('radio', { name: '3 Good' }));
    await user.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(await within(form).findByText(FEEDBACK_MESSAGES.notAnOption)).toBeInTheDocument();
  });

  it('shows a closed answer read-only, and a link nobody holds as not found', async () => {
    server.use(
      http.get(`*/api/feedback/${TOKEN}`, () =>
        HttpResponse.json(
          feedbackFormFixture({
            answer: {
              rating: 2,
              answers: [null, 'No', 'Less talk', null],
              submitted_at: '2026-03-02T10:00:00Z',
              updated_at: '2026-03-02T10:00:00Z',
            },
            editable_until: '2026-03-09T10:00:00Z',
            state: 'closed',
          }),
        ),
      ),
    );
    const first = renderPage();
    const form = await screen.findByRole('form', { name: 'Your feedback' });
    expect(within(form).getByText(FEEDBACK_MESSAGES.closed)).toBeInTheDocument();
    const overall = within(form).getByRole('group', { name: 'Overall, how was the event?' });
    expect(within(overall).getByRole('radio', { name: '2 Fair' })).toBeChecked();
    expect(within(overall).getByRole('radio', { name: '2 Fair' })).toBeDisabled();
    expect(within(form).getByRole('radio', { name: 'No' })).toBeChecked();
    expect(within(form).getByLabelText('What should we change? (optional)')).toHaveAttribute('readonly');
    expect(within(form).queryByRole('button')).toBeNull();
    first.unmount();

    const missing = 'ZZZZZZZZZZZZZZZZZZZZZZ';
    server.use(
      http.get(`*/api/feedback/${missing}`, () =>
        HttpResponse.json({ message: FEEDBACK_MESSAGES.linkNotFound }, { status: 404 }),
      ),
    );
    renderPage(missing);
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeInTheDocument();
  });
});
