import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { pitchNightRegistrations, registrantFixture } from '../test-fixtures';
import { RegistrantsAdmin } from './registrants-admin';

startMockServer();

const PERSON = registrantFixture({ answer: 'Vegan' });

describe('Registrations tab (docs/product.md#registrants-and-check-in)', () => {
  it('checks a person in by code, shows the answer and refuses a second check-in with the server’s words', async () => {
    let checkedIn = false;
    server.use(
      ...pitchNightRegistrations(() => ({
        question: 'Diet?',
        started: false,
        items: [{ ...PERSON, state: checkedIn ? 'attended' : 'registered' }],
      })),
      http.post('*/api/events/5/check-ins', () => {
        if (checkedIn)
          return HttpResponse.json({ message: 'Already checked in (1 Mar, 10:00 am IST).' }, { status: 409 });
        checkedIn = true;
        return HttpResponse.json({
          message: 'Asha Rao is checked in.',
          registrant: { ...PERSON, state: 'attended' },
        });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<RegistrantsAdmin />);
    const list = await screen.findByRole('region', { name: 'Registrations (1)' });
    expect(within(list).getByText('Diet?: Vegan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/events/5/registrations.csv',
    );
    const form = screen.getByRole('form', { name: 'Check in' });
    await user.type(within(form).getByLabelText('Check-in code'), 'abcd234567');
    await user.click(within(form).getByRole('button', { name: 'Check in' }));
    expect(await within(form).findByText('Asha Rao is checked in.')).toBeInTheDocument();
    expect(await within(list).findByText('Attended')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Check-in code'), 'abcd234567');
    await user.click(within(form).getByRole('button', { name: 'Check in' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Already checked in');
  });

  it('adds a person by email, removes one, counts no-shows of a started event and writes to a group once', async () => {
    const sent: unknown[] = [];
    let removed = false;
    server.use(
      ...pitchNightRegistrations(() => ({
        question: '',
        started: true,
        items: [
          { ...PERSON, state: removed ? 'cancelled' : 'registered' },
          { ...PERSON, id: 2, name: 'Ben', email: 'ben@example.org', state: 'attended' },
        ],
      })),
      http.post('*/api/events/5/registrants', async ({ request }) => {
        const body = (await request.json()) as { email: string };
        if (body.email !== 'ravi@example.org')
          return HttpResponse.json(
            { message: 'No account', fieldErrors: { email: 'No account has this email address.' } },
            { status: 404 },
          );
        return HttpResponse.json(
          { message: 'Ravi is registered.', registrant: { ...PERSON, id: 3, name: 'Ravi' } },
          { status: 201 },
        );
      }),
      http.delete('*/api/events/5/registrants/1', () => {
        removed = true;
        return HttpResponse.json({
          message: 'Asha Rao no longer holds a place at this event.',
          registrant: { ...PERSON, state: 'cancelled' },
        });
      }),
      http.post('*/api/events/5/messages', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: 'Message queued for 1 person.', recipients: 1 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<RegistrantsAdmin />);
    const list = await screen.findByRole('region', { name: 'Registrations (2)' });
    expect(list).toHaveTextContent('Registered: 1 · Attended: 1 · No-shows: 1');

    const add = screen.getByRole('form', { name: 'Add a person' });
    await user.type(within(add).getByLabelText(/Add a person/), 'nobody@example.org');
    await user.click(within(add).getByRole('button', { name: 'Add' }));
    expect(await within(add).findByText('No account has this email address.')).toBeInTheDocument();
    await user.clear(within(add).getByLabelText(/Add a person/));
    await user.type(within(add).getByLabelText(/Add a person/), 'ravi@example.org');
    await user.click(within(add).getByRole('button', { name: 'Add' }));
    expect(await within(add).findByText('Ravi is registered.')).toBeInTheDocument();

    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(await screen.findByRole('button', { name: 'Remove Asha Rao' }));
    expect(confirm).toHaveBeenCalled();
    expect(await screen.findByText('Asha Rao no longer holds a place at this event.')).toBeInTheDocument();
    confirm.mockRestore();

    const message = screen.getByRole('form', { name: 'Write to a group' });
    await user.selectOptions(within(message).getByLabelText('To'), 'no_shows');
    await user.click(within(message).getByRole('button', { name: 'Send' }));
    expect(await within(message).findByText('Write a subject')).toBeInTheDocument();
    await user.type(within(message).getByLabelText('Subject'), 'We missed you');
    await user.type(within(message).getByLabelText('Message'), 'The slides are online.');
    await user.click(within(message).getByRole('button', { name: 'Send' }));
    expect(await within(message).findByText('Message queued for 1 person.')).toBeInTheDocument();
    expect(sent).toEqual([
      expect.objectContaining({
        group: 'no_shows',
        subject: 'We missed you',
        body: 'The slides are online.',
      }),
    ]);
    expect(within(message).getByLabelText('Subject')).toHaveValue('');
  });
});
