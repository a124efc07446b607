import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { MyRegistration } from '#common/event-registrations';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { USER, storeUser } from '#web/test-support/users';
import { EventCard } from '../event-card';
import { eventFixture } from '../test-fixtures';
import MyEventsPage from './my-events-page';
import { RegistrationBox } from './registration-box';

startMockServer();

const EVENT = eventFixture({
  id: 7,
  name: 'Pitch Night',
  registration_mode: 'site',
  registration_link: '',
  registration_question: 'Which track?',
  seats_left: 3,
});

function registration(overrides: Partial<MyRegistration>): MyRegistration {
  return {
    id: 1,
    event_id: 7,
    event_name: 'Pitch Night',
    event_start_date: '2099-03-10',
    event_end_date: '2099-03-10',
    event_time: '10:00 AM - 1:30 PM',
    event_location: 'Main auditorium',
    event_starts_at: '2099-03-10T04:30:00.000Z',
    state: 'registered',
    waitlist_position: null,
    offer_expires_at: null,
    check_in_code: 'ABCD234567',
    answer: '',
    registered_at: '2099-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('registration on the site (docs/product.md#event-registration)', () => {
  it('shows seats left, sends the answer with the registration, and then the person’s state', async () => {
    storeUser(USER);
    let items: MyRegistration[] = [];
    let sent: unknown;
    server.use(
      http.get('*/api/me', () => HttpResponse.json(USER)),
      http.get('*/api/my/registrations', () => HttpResponse.json({ items, timezone: 'Asia/Kolkata' })),
      http.post('*/api/events/7/registrations', async ({ request }) => {
        sent = await request.json();
        items = [registration({ answer: 'AI' })];
        return HttpResponse.json({ message: 'You are registered.', registration: items[0] }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<RegistrationBox event={EVENT} open timezone="Asia/Kolkata" />);
    await user.type(screen.getByLabelText(/Which track\?/), 'AI');
    await user.click(screen.getByRole('button', { name: /^Register/ }));
    expect(await screen.findByRole('status')).toHaveTextContent('You are registered.');
    expect(sent).toEqual({ answer: 'AI' });
    expect(await screen.findByText('Registered')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel registration' })).toBeInTheDocument();
    // The Register button is gone: the keyboard focus is on the outcome, not fallen to the page body.
    expect(screen.queryByRole('button', { name: /^Register/ })).not.toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole('status'));
  });

  it('offers to join the waitlist when full, and sends a signed-out visitor to sign in', async () => {
    server.use(
      http.get('*/api/me', () => HttpResponse.json({ message: 'Sign in' }, { status: 401 })),
      http.get('*/api/my/registrations', () => HttpResponse.json({ message: 'Sign in' }, { status: 401 })),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Routes>
          <Route path="/login" element={<p>Login page</p>} />
          <Route
            path="*"
            element={<RegistrationBox event={{ ...EVENT, seats_left: 0, waitlist_count: 4 }} open />}
          />
        </Routes>
      </>,
    );
    await user.click(screen.getByRole('button', { name: /^Join the waitlist/ }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });

  it('shows on a card the person’s place and, on a past event, how many attended (docs/product.md#registering-on-the-event-pages)', async () => {
    storeUser(USER);
    server.use(
      http.get('*/api/me', () => HttpResponse.json(USER)),
      http.get('*/api/my/registrations', () =>
        HttpResponse.json({
          items: [registration({ state: 'waitlisted', waitlist_position: 2, check_in_code: null })],
          timezone: 'Asia/Kolkata',
        }),
      ),
    );
    const { unmount } = renderWithProviders(
      <EventCard event={{ ...EVENT, seats_left: 0, waitlist_count: 2 }} showRegister headingLevel={3} />,
    );
    const card = screen.getByRole('article', { name: 'Pitch Night' });
    expect(await within(card).findByText('Waitlisted (number 2)')).toBeInTheDocument();
    // The capacity in the one wording (docs/product.md#event-wording), once.
    expect(within(card).getAllByText(/seats/)).toHaveLength(1);
    expect(card).toHaveTextContent('Full: all 120 seats taken, 2 waiting');
    expect(card).toHaveTextContent('Your place:');
    // Cards leave the actions and the code to the event's page and My events.
    expect(within(card).queryByRole('button', { name: 'Leave the waitlist' })).toBeNull();
    unmount();

    renderWithProviders(
      <EventCard
        event={{ ...EVENT, start_date: '2020-03-10', end_date: '2020-03-10', attended_count: 1234 }}
        showRegister={false}
        headingLevel={3}
      />,
    );
    expect(screen.getByRole('article', { name: 'Pitch Night' })).toHaveTextContent('1,234 attended');
    expect(screen.getByRole('article', { name: 'Pitch Night' })).toHaveTextContent('120 seats');
  });

  it('lists my events with states, the check-in code and the claim of an offered seat', async () => {
    storeUser(USER);
    let claimed = false;
    server.use(
      http.get('*/api/me', () => HttpResponse.json(USER)),
      http.get('*/api/my/calendar-feed', () => HttpResponse.json({ url: null })),
      http.get('*/api/my/registrations', () =>
        HttpResponse.json({
          items: [
            registration({}),
            registration({
              id: 2,
              event_id: 8,
              event_name: 'Demo Day',
              state: claimed ? 'registered' : 'offered',
              offer_expires_at: '2099-03-01T10:00:00.000Z',
            }),
            registration({
              id: 3,
              event_id: 9,
              event_name: 'Hackathon',
              state: 'waitlisted',
              waitlist_position: 3,
              check_in_code: null,
            }),
          ],
          timezone: 'Asia/Kolkata',
        }),
      ),
      http.post('*/api/events/8/registrations/me/claim', () => {
        claimed = true;
        return HttpResponse.json({
          message: 'The seat is yours.',
          registration: registration({ id: 2, event_id: 8 }),
        });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<MyEventsPage />, { route: '/my/events' });
    const demo = await screen.findByRole('article', { name: 'Demo Day' });
    expect(within(demo).getByText(/^Seat offered until/)).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Hackathon' })).toHaveTextContent('Waitlisted (number 3)');
    const pitch = screen.getByRole('article', { name: 'Pitch Night' });
    expect(pitch).toHaveTextContent('ABCD234567');
    // The code as a QR code too (drawn by the lazily loaded qrcode library), for the camera at the door.
    expect(
      await within(pitch).findByRole('img', { name: 'QR code of your check-in code ABCD234567' }),
    ).toBeInTheDocument();
    // A waitlisted person has no code to show.
    expect(within(screen.getByRole('article', { name: 'Hackathon' })).queryByRole('img')).toBeNull();
    await user.click(within(demo).getByRole('button', { name: 'Claim the seat: Demo Day' }));
    expect(await within(demo).findByRole('status')).toHaveTextContent('The seat is yours.');
    expect(
      await within(screen.getByRole('article', { name: 'Demo Day' })).findByText('Registered'),
    ).toBeInTheDocument();
  });

  it('creates, renews and revokes the private calendar address on My events', async () => {
    let url: string | null = null;
    let made = 0;
    server.use(
      http.get('*/api/me', () => HttpResponse.json(USER)),
      http.get('*/api/my/registrations', () => HttpResponse.json({ items: [], timezone: 'Asia/Kolkata' })),
      http.get('*/api/my/calendar-feed', () => HttpResponse.json({ url })),
      http.post('*/api/my/calendar-feed', () => {
        made += 1;
        url = `https://iic.example/api/calendar-feeds/${String(made).repeat(32)}.ics`;
        return HttpResponse.json({ url });
      }),
      http.delete('*/api/my/calendar-feed', () => {
        url = null;
        return HttpResponse.json({ url });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<MyEventsPage />, { route: '/my/events' });
    const panel = await screen.findByRole('region', { name: 'Calendar feed' });
    await user.click(await within(panel).findByRole('button', { name: 'Create my calendar address' }));
    // A first address replaces nothing, so it does not say an old one stopped working.
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      /^Your calendar address is ready\. Copy it into your calendar app as a subscription\.$/,
    );
    expect(await within(panel).findByLabelText('Your private address')).toHaveValue(
      `https://iic.example/api/calendar-feeds/${'1'.repeat(32)}.ics`,
    );
    await user.click(within(panel).getByRole('button', { name: 'New address' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('the old one no longer works');
    expect(within(panel).getByLabelText('Your private address')).toHaveValue(
      `https://iic.example/api/calendar-feeds/${'2'.repeat(32)}.ics`,
    );
    await user.click(within(panel).getByRole('button', { name: 'Revoke' }));
    expect(
      await within(panel).findByRole('button', { name: 'Create my calendar address' }),
    ).toBeInTheDocument();
  });
});
