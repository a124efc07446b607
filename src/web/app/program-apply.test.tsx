import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES as A, type MyProgramApplication } from '#common/program-applications';
import { PROGRAMS } from '#web/test-support/fixtures';
import { server, startMockServer } from '#web/test-support/msw';
import { renderPageAt } from '#web/test-support/render';
import { storeUser, USER } from '#web/test-support/users';
import { ProgramsPage } from './programs-page';

startMockServer();

const MINE = '*/api/my/program-applications';

function renderPrograms() {
  server.use(http.get('*/api/content/programs', () => HttpResponse.json({ items: PROGRAMS })));
  return renderPageAt('/programs', <ProgramsPage />);
}

const card = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('li')!;

describe('Apply on the programs page', () => {
  afterEach(() => localStorage.clear());

  it('sends a visitor to the login panel with a notice and a way back', async () => {
    const user = userEvent.setup();
    renderPrograms();
    await user.click(await screen.findByRole('button', { name: 'Apply to the Incubation Program' }));
    const elsewhere = await screen.findByTestId('elsewhere');
    expect(elsewhere).toHaveTextContent('/login');
    expect(elsewhere).toHaveTextContent(A.loginRequired);
    expect(elsewhere).toHaveTextContent('"returnTo":"/programs"');
  });

  it('a signed-in user applies in a dialog: fields checked inline, then "Applied — Pending"', async () => {
    storeUser(USER);
    let mine: MyProgramApplication[] = [];
    const bodies: unknown[] = [];
    server.use(
      http.get('*/api/me', () => HttpResponse.json(USER)),
      http.get(MINE, () => HttpResponse.json({ items: mine })),
      http.post('*/api/program-applications', async ({ request }) => {
        const body = (await request.json()) as { program: string; teamName: string };
        bodies.push(body);
        mine = [
          {
            id: 1,
            program: body.program,
            programTitle: 'Incubation Program',
            teamName: body.teamName,
            status: 'pending',
            createdAt: '2025-01-01T00:00:00.000Z',
          },
        ];
        return HttpResponse.json(
          { message: A.submitted('Incubation Program'), application: mine[0] },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    renderPrograms();
    await user.click(await screen.findByRole('button', { name: 'Apply to the Incubation Program' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply to the Incubation Program' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));
    const field = (label: RegExp) => within(dialog).getByLabelText(label);
    expect(field(/Startup or team name/)).toHaveAccessibleDescription(A.teamNameRequired);
    expect(field(/Stage/)).toHaveAccessibleDescription(A.stageRequired);
    expect(field(/Team size/)).toHaveAccessibleDescription(A.teamSize);
    expect(field(/Contact phone/)).toHaveAccessibleDescription(A.phoneRequired);
    expect(bodies).toEqual([]);

    await user.type(field(/Startup or team name/), 'Kisan Drones');
    await user.selectOptions(field(/Stage/), 'Prototype');
    await user.type(field(/Team size/), '101');
    await user.type(field(/Your idea or product/), 'Drones for small farms.');
    await user.type(field(/Contact phone/), '+91 98765 43210');
    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));
    expect(field(/Team size/)).toHaveAccessibleDescription(A.teamSize);
    await user.clear(field(/Team size/));
    await user.type(field(/Team size/), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([
      {
        program: 'incubation',
        teamName: 'Kisan Drones',
        stage: 'Prototype',
        description: 'Drones for small farms.',
        teamSize: 3,
        phone: '+91 98765 43210',
      },
    ]);
    const incubation = card('Incubation Program');
    expect(within(incubation).getByText(A.submitted('Incubation Program'))).toBeInTheDocument();
    expect(await within(incubation).findByText('Applied — Pending')).toBeInTheDocument();
    expect(within(incubation).queryByRole('button', { name: /Apply/ })).not.toBeInTheDocument();
    expect(within(card('Acceleration Program')).getByRole('button', { name: /Apply/ })).toBeInTheDocument();
  });

  it('shows the server’s refusal inside the dialog', async () => {
    storeUser(USER);
    server.use(
      http.get('*/api/me', () => HttpResponse.json(USER)),
      http.get(MINE, () => HttpResponse.json({ items: [] })),
      http.post('*/api/program-applications', () =>
        HttpResponse.json({ message: A.alreadyPending('Mentorship Program') }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    renderPrograms();
    await user.click(await screen.findByRole('button', { name: 'Apply to the Mentorship Program' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Startup or team name/), 'Team');
    await user.selectOptions(within(dialog).getByLabelText(/Stage/), 'Idea');
    await user.type(within(dialog).getByLabelText(/Team size/), '2');
    await user.type(within(dialog).getByLabelText(/Your idea or product/), 'An idea.');
    await user.type(within(dialog).getByLabelText(/Contact phone/), '9876543210');
    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      A.alreadyPending('Mentorship Program'),
    );
  });
});
