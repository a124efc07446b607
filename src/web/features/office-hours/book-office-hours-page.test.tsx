import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  OFFICE_HOURS_MESSAGES,
  type BookingView,
  type MentorList,
  type MentorSlots,
} from '#common/office-hours';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { USER } from '#web/test-support/users';
import BookOfficeHoursPage from './book-office-hours-page';
import { formatSlot, viewerZone } from './session-time';

startMockServer();

/** A centre zone whose clock differs from the viewer's, so the centre's time is marked beside it. */
const CENTRE = viewerZone() === 'Asia/Kolkata' ? 'Europe/Berlin' : 'Asia/Kolkata';
const SLOT = { id: 41, startsAt: '2030-03-04T09:00:00.000Z', endsAt: '2030-03-04T09:30:00.000Z' };
const LATER = { id: 42, startsAt: '2030-03-05T11:00:00.000Z', endsAt: '2030-03-05T11:30:00.000Z' };
const MENTOR = {
  userId: 3,
  name: 'Rahul Verma',
  field: 'Hardware',
  timeZone: 'Asia/Kolkata',
  slotMinutes: 30,
};
/** The booking as the server answers it (its declared shape: anything else reads as a server error). */
const BOOKED: BookingView = {
  id: 90,
  slotId: SLOT.id,
  startsAt: SLOT.startsAt,
  endsAt: SLOT.endsAt,
  topic: 'Pricing our first product',
  status: 'booked',
  mentorName: MENTOR.name,
  founderName: 'Asha Rao',
  startupName: 'Loomwise',
  side: 'founder',
  canCancel: true,
  canLeaveNote: false,
  myNote: '',
  rating: null,
};
const LIST: MentorList = {
  centreTimeZone: CENTRE,
  canBook: true,
  mentors: [{ ...MENTOR, nextSlots: [SLOT] }],
};

function officeHoursApi(list: MentorList = LIST) {
  server.use(
    http.get('*/api/me', () => HttpResponse.json(USER)),
    http.get('*/api/office-hours/mentors', () => HttpResponse.json(list)),
    http.get('*/api/office-hours/slots', ({ request }) => {
      expect(new URL(request.url).searchParams.get('mentor')).toBe('3');
      return HttpResponse.json({
        centreTimeZone: CENTRE,
        canBook: true,
        mentor: MENTOR,
        slots: [SLOT, LATER],
      } satisfies MentorSlots);
    }),
  );
}

describe('BookOfficeHoursPage (docs/product.md#office-hours)', () => {
  it('tells someone outside a cohort that office hours are for cohort members, with no slots', async () => {
    officeHoursApi({ ...LIST, canBook: false, mentors: [] });
    renderWithProviders(<BookOfficeHoursPage />, { route: '/office-hours' });
    expect(await screen.findByText('Office hours are for cohort members')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /All free slots/ })).not.toBeInTheDocument();
  });

  it('says so when no mentor has published office hours', async () => {
    officeHoursApi({ ...LIST, mentors: [] });
    renderWithProviders(<BookOfficeHoursPage />, { route: '/office-hours' });
    expect(await screen.findByText('No mentor has published office hours yet')).toBeInTheDocument();
  });

  it('lists a mentor’s free slots by day in the viewer’s zone with the centre’s marked', async () => {
    officeHoursApi();
    const user = userEvent.setup();
    renderWithProviders(<BookOfficeHoursPage />, { route: '/office-hours' });
    const card = await screen.findByRole('article', { name: 'Rahul Verma' });
    expect(within(card).getByText(/30-minute sessions · the mentor is in Asia\/Kolkata/)).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: formatSlot(SLOT.startsAt, viewerZone()) }),
    ).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: /^All free slots\s*of Rahul Verma/ }));
    const later = await within(card).findByRole('button', {
      name: new RegExp(`^Book\\s*${formatSlot(LATER.startsAt, viewerZone(), false).replace(/[+]/g, '\\+')}`),
    });
    expect(later).toHaveTextContent(`${formatSlot(LATER.startsAt, CENTRE, false)} at the centre`);
    expect(within(card).getByRole('button', { name: /^Hide all slots\s*of Rahul Verma/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('books a slot with a topic: an empty topic is refused in the form, a taken slot by the server', async () => {
    officeHoursApi();
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/office-hours/slots/41/booking', async ({ request }) => {
        sent.push(await request.json());
        return sent.length === 1
          ? HttpResponse.json({ message: OFFICE_HOURS_MESSAGES.slotTaken }, { status: 409 })
          : HttpResponse.json({ message: OFFICE_HOURS_MESSAGES.booked, booking: BOOKED }, { status: 201 });
      }),
      http.get('*/api/my/office-hours', () => HttpResponse.json({})),
    );
    const user = userEvent.setup();
    renderWithProviders(<BookOfficeHoursPage />, { route: '/office-hours' });
    await user.click(await screen.findByRole('button', { name: formatSlot(SLOT.startsAt, viewerZone()) }));
    const dialog = screen.getByRole('dialog', { name: 'Book office hours with Rahul Verma' });
    expect(dialog).toHaveTextContent(`${formatSlot(SLOT.startsAt, CENTRE, false)} at the centre`);
    await user.click(within(dialog).getByRole('button', { name: 'Book this slot' }));
    expect(
      await within(dialog).findByText('Tell the mentor what you would like to talk about'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByLabelText('What would you like to talk about?'), 'Pricing our pilot');
    await user.click(within(dialog).getByRole('button', { name: 'Book this slot' }));
    expect(await within(dialog).findByText(OFFICE_HOURS_MESSAGES.slotTaken)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Book this slot' }));
    expect(await within(dialog).findByText(OFFICE_HOURS_MESSAGES.booked)).toBeInTheDocument();
    // The form with its button is gone: the keyboard focus is on the confirmation, inside the dialog.
    expect(document.activeElement).toBe(within(dialog).getByRole('status'));
    expect(sent).toEqual([{ topic: 'Pricing our pilot' }, { topic: 'Pricing our pilot' }]);
    expect(within(dialog).getByRole('link', { name: 'My office hours' })).toHaveAttribute(
      'href',
      '/my/office-hours',
    );
  });
});
