import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CHECK_IN_MESSAGES } from '#common/event-registrations';
import { adminCheckInPath } from '#common/routes';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { eventFixture, pitchNightRegistrations, registrantFixture } from '../test-fixtures';
import { CheckInPage } from './check-in-page';

startMockServer();

const PERSON = registrantFixture();

/** The counts line, whose numbers are elements of their own. */
const counts = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;

function renderPage(eventId: number) {
  return renderWithProviders(
    <Routes>
      <Route path="/ad123/events/:id/check-in" element={<CheckInPage />} />
    </Routes>,
    { route: adminCheckInPath(eventId) },
  );
}

describe('check-in page (docs/product.md#check-in-page)', () => {
  it('shows the counts and what each code came to: checked in, already, not registered, cancelled', async () => {
    let checkedIn = false;
    server.use(
      ...pitchNightRegistrations(() => ({
        question: '',
        started: false,
        items: [
          { ...PERSON, state: checkedIn ? 'attended' : 'registered' },
          { ...PERSON, id: 2, name: 'Ben', state: 'registered' },
          { ...PERSON, id: 3, name: 'Cara', state: 'waitlisted', waitlist_position: 1 },
          { ...PERSON, id: 4, name: 'Dev', state: 'cancelled' },
        ],
      })),
      http.post('*/api/events/5/check-ins', async ({ request }) => {
        const code = ((await request.json()) as { code: string }).code.toUpperCase();
        if (code === 'GONE234567')
          return HttpResponse.json(
            { message: CHECK_IN_MESSAGES.notHoldingSeat('cancelled') },
            { status: 409 },
          );
        if (code !== 'ABCD234567')
          return HttpResponse.json({ message: CHECK_IN_MESSAGES.unknownCode }, { status: 404 });
        if (checkedIn)
          return HttpResponse.json(
            { message: CHECK_IN_MESSAGES.alreadyCheckedIn('1 Mar, 10:00 am IST') },
            { status: 409 },
          );
        checkedIn = true;
        return HttpResponse.json({
          message: CHECK_IN_MESSAGES.checkedIn('Asha Rao'),
          registrant: { ...PERSON, state: 'attended' },
        });
      }),
    );
    const user = userEvent.setup();
    renderPage(5);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pitch Night' })).toBeInTheDocument();
    expect(await screen.findByText(/registered checked in/)).toHaveTextContent(
      '0 of 2 registered checked in',
    );
    const form = screen.getByRole('form', { name: 'Check in' });
    const tryCode = async (code: string) => {
      await user.clear(within(form).getByLabelText('Check-in code'));
      await user.type(within(form).getByLabelText('Check-in code'), code);
      await user.click(within(form).getByRole('button', { name: 'Check in' }));
    };

    await tryCode('abcd234567');
    expect(await within(form).findByText('Checked in')).toBeInTheDocument();
    expect(within(form).getByRole('status')).toHaveTextContent('Asha Rao is checked in.');
    expect(await screen.findByText(counts('1 of 2 registered checked in'))).toBeInTheDocument();

    await tryCode('abcd234567');
    expect(await within(form).findByRole('alert')).toHaveTextContent('Already checked in');
    await tryCode('ZZZZ234567');
    expect(await within(form).findByText('Not registered')).toBeInTheDocument();
    await tryCode('GONE234567');
    expect(await within(form).findByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All registrations' })).toHaveAttribute(
      'href',
      '/ad123/registrations',
    );
  });

  it('says so for an event registering elsewhere and for an unknown event', async () => {
    server.use(
      http.get('*/api/events', () =>
        HttpResponse.json({
          items: [eventFixture({ id: 6, name: 'Open Day', registration_mode: 'external' })],
          timezone: 'Asia/Kolkata',
          version: 1,
        }),
      ),
      http.get('*/api/events/7', () => HttpResponse.json({ message: 'Event not found' }, { status: 404 })),
    );
    const first = renderPage(6);
    expect(
      await screen.findByText('This event does not take registrations on this site'),
    ).toBeInTheDocument();
    first.unmount();
    renderPage(7);
    expect(await screen.findByText('There is no such event')).toBeInTheDocument();
  });
});
