import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { CALL_MESSAGES as C } from '#common/calls';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { CallForm } from './call-form';

startMockServer();

const PROGRAMS = [
  { id: 2, slug: 'incubation', title: 'Incubation', duration: '', summary: '', features: [] },
];

describe('CallForm (admin, Calls tab)', () => {
  it('checks with the route’s rules, puts each message under its field and row, and opens the call once', async () => {
    const sent: unknown[] = [];
    let release: () => void = () => undefined;
    server.use(
      http.get('*/api/content/programs', () => HttpResponse.json({ items: PROGRAMS })),
      http.post('*/api/calls', async ({ request }) => {
        sent.push(await request.json());
        if (sent.length === 1)
          return HttpResponse.json(
            { message: 'Please check the form.', fieldErrors: { 'questions.0.label': C.labelRequired } },
            { status: 400 },
          );
        await new Promise<void>((resolve) => (release = resolve));
        const body = sent[1] as Record<string, unknown>;
        return HttpResponse.json(
          {
            ...body,
            id: 5,
            programTitle: 'Incubation',
            drafts: 0,
            submitted: 0,
            createdAt: '2026-11-28T00:00:00.000Z',
            updatedAt: '2026-11-28T00:00:00.000Z',
          },
          { status: 201 },
        );
      }),
    );
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<CallForm call={null} timezone="Asia/Kolkata" onDone={onDone} />);

    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.selectOptions(screen.getByLabelText('Type'), 'single_choice');
    await user.type(screen.getByLabelText('Options'), 'Only one');
    await user.click(screen.getByRole('button', { name: 'Open call' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(screen.getByLabelText(/^Title/)).toHaveAccessibleDescription(C.titleRequired);
    expect(screen.getByLabelText(/^Options/)).toHaveAccessibleDescription(/at least two different options/);
    expect(screen.getByLabelText(/^Criterion 1/)).toHaveAccessibleDescription('Every criterion needs a name');
    expect(sent).toEqual([]);

    await user.selectOptions(await screen.findByLabelText(/^Programme/), 'incubation');
    await user.type(screen.getByLabelText(/^Title/), 'Spring round');
    await user.type(screen.getByLabelText(/^Opens/), '2027-01-01T10:00');
    await user.type(screen.getByLabelText(/^Closes/), '2027-02-01T10:00');
    await user.type(screen.getByLabelText(/^Question 1/), 'Sector');
    await user.type(screen.getByLabelText(/^Options/), '\nHealthTech');
    await user.type(screen.getByLabelText(/^Criterion 1/), 'Team');
    await user.click(screen.getByRole('button', { name: 'Open call' }));
    expect(await screen.findByText('Please check the form.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Question 1/)).toHaveAccessibleDescription(C.labelRequired);

    await user.dblClick(screen.getByRole('button', { name: 'Open call' }));
    release();
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith('Opened the call “Spring round”.'));
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({
      program: 'incubation',
      opensAt: '2027-01-01T04:30:00.000Z',
      questions: [{ id: 'q1', type: 'single_choice', label: 'Sector', options: ['Only one', 'HealthTech'] }],
      rubric: [{ id: 'c1', name: 'Team', weight: 1 }],
    });
  });
});
