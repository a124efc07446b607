import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
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
  afterEach(() => sessionStorage.clear());

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
    expect(await screen.findByText(/15 Jan, 23:59 IST/)).toBeInTheDocument();
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

  it("puts the server's messages under their fields, an answer's under its question", async () => {
    storeUser(USER);
    answer([CALL], [draft()]);
    server.use(
      http.patch('*/api/call-applications/3', () =>
        HttpResponse.json(
          {
            message: 'Please check the form.',
            fieldErrors: { phone: 'Phone is not valid', 'answers.customers': C.answerMin(0) },
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<CallApplicationPage />, { route: '/apply?call=7' });
    await user.click(await screen.findByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the form.');
    expect(screen.getByLabelText(/Contact phone/)).toHaveAccessibleDescription('Phone is not valid');
    expect(screen.getByLabelText(/Paying customers/)).toHaveAccessibleDescription(C.answerMin(0));
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

  it('asks before the final submit, sends it once however often Submit for good is clicked, then shows it as final', async () => {
    storeUser(USER);
    let mine = [draft()];
    answer([CALL], mine);
    const sent: unknown[] = [];
    let release: () => void = () => undefined;
    server.use(
      http.get('*/api/my/call-applications', () =>
        HttpResponse.json({ items: mine, timezone: 'Asia/Kolkata' }),
      ),
      http.patch('*/api/call-applications/3', async ({ request }) => {
        sent.push(await request.json());
        await new Promise<void>((resolve) => (release = resolve));
        mine = [draft({ status: 'submitted', submittedAt: '2026-11-20T06:30:00.000Z' })];
        return HttpResponse.json(mine[0]);
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<CallApplicationPage />, { route: '/apply?call=7' });
    await user.selectOptions(await screen.findByLabelText(/Stage/), 'Prototype');
    await user.type(screen.getByLabelText(/Team size/), '3');
    await user.type(screen.getByLabelText(/Your idea or product/), 'Soil sensors for small farms.');
    await user.type(screen.getByLabelText(/Contact phone/), '+91 98765 43210');
    await user.type(screen.getByLabelText(/Paying customers/), '4');

    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    let dialog = await screen.findByRole('dialog', { name: 'Submit your application?' });
    expect(dialog).toHaveTextContent('can no longer be changed');
    // Cancel is where focus starts: Enter never submits by accident.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    dialog = await screen.findByRole('dialog', { name: 'Submit your application?' });
    await user.dblClick(within(dialog).getByRole('button', { name: 'Submit for good' }));
    expect(within(dialog).getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release();
    expect(
      await screen.findByText(
        (_, element) => element?.tagName === 'P' && /^Submitted on/.test(element.textContent ?? ''),
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([expect.objectContaining({ submit: true, stage: 'Prototype', teamSize: 3 })]);
  });

  it('keeps what was typed and not saved through a reload of the page', async () => {
    storeUser(USER);
    answer([CALL], [draft()]);
    const user = userEvent.setup();
    const first = renderWithProviders(<CallApplicationPage />, { route: '/apply?call=7' });
    await user.type(await screen.findByLabelText(/Your idea or product/), 'Typed, not saved');
    await user.selectOptions(screen.getByLabelText(/Sector/), 'AgriTech');
    first.unmount();

    renderWithProviders(<CallApplicationPage />, { route: '/apply?call=7' });
    expect(await screen.findByLabelText(/Your idea or product/)).toHaveValue('Typed, not saved');
    expect(screen.getByLabelText(/Sector/)).toHaveValue('AgriTech');
    expect(screen.getByLabelText(/Startup or team name/)).toHaveValue('Soil Sense');
    expect(screen.getByText(/We kept what you typed before the page reloaded/)).toBeInTheDocument();
  });
});
