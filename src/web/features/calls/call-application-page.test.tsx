import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CALL_MESSAGES as C, type CallApplication, type OpenCall } from '#common/calls';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { storeUser, USER } from '#web/test-support/users';
import CallApplicationPage from './call-application-page';

startMockServer();

const CALL: OpenCall = {
  id: 7,
  program: 'incubation',
  programTitle: 'Incubation Program',
  title: 'Incubation 2027',
  opensAt: '2026-01-01T00:00:00.000Z',
  closesAt: '2099-01-15T18:29:00.000Z',
  questions: [
    { id: 'customers', type: 'number', label: 'Paying customers', help: '', required: true, min: 0 },
    {
      id: 'sector',
      type: 'single_choice',
      label: 'Sector',
      help: '',
      required: false,
      options: ['AgriTech', 'EdTech'],
    },
  ],
};
const draft = (extra: Partial<CallApplication> = {}): CallApplication => ({
  id: 3,
  callId: 7,
  callTitle: CALL.title,
  programTitle: CALL.programTitle,
  closesAt: CALL.closesAt,
  status: 'draft',
  teamName: 'Soil Sense',
  stage: '',
  description: '',
  teamSize: null,
  website: '',
  phone: '',
  answers: {},
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  submittedAt: null,
  decision: null,
  decisionMessage: null,
  ...extra,
});

function answer(calls: OpenCall[], mine: CallApplication[]) {
  server.use(
    http.get('*/api/me', () => HttpResponse.json(USER)),
    http.get('*/api/calls/open', () => HttpResponse.json({ items: calls, timezone: 'Asia/Kolkata' })),
    http.get('*/api/my/call-applications', () =>
      HttpResponse.json({ items: mine, timezone: 'Asia/Kolkata' }),
    ),
  );
}

describe('CallApplicationPage (/apply)', () => {
  it('shows the deadline in IST, checks like the server before saving, and saves the draft', async () => {
    storeUser(USER);
    answer([CALL], [draft()]);
    const sent: unknown[] = [];
    server.use(
      http.patch('*/api/call-applications/3', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(draft({ answers: { customers: 4 } }));
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<CallApplicationPage />, { route: '/apply?call=7' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Incubation 2027' })).toBeInTheDocument();
    expect(screen.getByText(/15 Jan, 23:59 IST/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Startup or team name/)).toHaveValue('Soil Sense');

    await user.type(screen.getByLabelText(/Paying customers/), '-2');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(C.answerMin(0))).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(screen.getByLabelText(/Paying customers/));
    expect(screen.queryByText(C.answerMin(0))).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Paying customers/), '4');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(C.saved)).toBeInTheDocument();
    expect(sent).toEqual([expect.objectContaining({ teamName: 'Soil Sense', answers: { customers: 4 } })]);

    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Please choose your stage')).toBeInTheDocument();
    expect(screen.getByText('Please describe your idea or product')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('shows a submitted application as final, without the form', async () => {
    storeUser(USER);
    answer([], [draft({ status: 'submitted', submittedAt: '2026-11-20T06:30:00.000Z' })]);
    renderWithProviders(<CallApplicationPage />, { route: '/apply?call=7' });
    expect(
      await screen.findByText(
        (_, element) =>
          element?.tagName === 'P' && /^Submitted on 20 Nov, 12:00 IST/.test(element.textContent ?? ''),
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit application' })).not.toBeInTheDocument();
  });

  it('says when the call is not open', async () => {
    storeUser(USER);
    answer([], []);
    renderWithProviders(<CallApplicationPage />, { route: '/apply?call=99' });
    expect(await screen.findByText('This call is not open')).toBeInTheDocument();
  });
});
