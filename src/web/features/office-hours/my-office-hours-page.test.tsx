import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFICE_HOURS_MESSAGES, type BookingView, type MyOfficeHours } from '#common/office-hours';
import { nextDate } from '#common/office-hours-slots';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { USER } from '#web/test-support/users';
import MyOfficeHoursPage from './my-office-hours-page';
import { dayIn, viewerZone } from './session-time';

startMockServer();

/** Noon UTC `days` from today: on that calendar day in any zone within ±11 hours. */
const noonIn = (days: number) => `${nextDate(new Date().toISOString().slice(0, 10), days)}T12:00:00.000Z`;

const SESSION: BookingView = {
  id: 71,
  slotId: 41,
  startsAt: noonIn(0),
  endsAt: noonIn(0).replace('12:00', '12:30'),
  topic: 'Pricing our pilot',
  status: 'booked',
  mentorName: 'Rahul Verma',
  founderName: 'Asha Verma',
  startupName: 'Krishi Sense',
  side: 'mentor',
  canCancel: false,
  canLeaveNote: false,
  myNote: '',
  rating: null,
};
const MENTOR: MyOfficeHours = {
  centreTimeZone: 'Asia/Kolkata',
  isMentor: true,
  canBook: false,
  settings: { timeZone: 'UTC', slotMinutes: 30, perWeekLimit: 5, perStartupLimit: 2 },
  windows: [{ id: 5, weekday: 2, date: null, start: '16:00', end: '18:00', timeZone: 'UTC' }],
  bookings: [SESSION, { ...SESSION, id: 72, startsAt: noonIn(7), topic: 'Next week’s topic' }],
};
const FOUNDER: MyOfficeHours = {
  centreTimeZone: 'Asia/Kolkata',
  isMentor: false,
  canBook: true,
  settings: null,
  windows: [],
  bookings: [
    { ...SESSION, id: 81, side: 'founder', startsAt: noonIn(5), canCancel: true, topic: 'Ahead' },
    { ...SESSION, id: 82, side: 'founder', startsAt: noonIn(-3), canLeaveNote: true, topic: 'First hires' },
  ],
};

function mine(data: MyOfficeHours) {
  server.use(
    http.get('*/api/me', () => HttpResponse.json(USER)),
    http.get('*/api/my/office-hours', () => HttpResponse.json(data)),
  );
}

describe('MyOfficeHoursPage: the mentor (docs/product.md#office-hours)', () => {
  it('shows the week day by day with each session, and moves to the next week', async () => {
    mine(MENTOR);
    const user = userEvent.setup();
    renderWithProviders(<MyOfficeHoursPage />, { route: '/my/office-hours' });
    const week = await screen.findByRole('region', { name: /^Your week from/ });
    const today = within(week).getByRole('article', { name: /./ });
    expect(today).toHaveTextContent('With Asha Verma · Krishi Sense');
    expect(today).toHaveTextContent('Pricing our pilot');
    expect(within(week).getAllByText('No sessions.')).toHaveLength(6);
    expect(within(week).queryByText('Next week’s topic')).not.toBeInTheDocument();

    await user.click(within(week).getByRole('button', { name: 'Next week' }));
    expect(await within(week).findByText('Next week’s topic')).toBeInTheDocument();
    expect(within(week).queryByText('Pricing our pilot')).not.toBeInTheDocument();
    expect(dayIn(MENTOR.bookings[1]!.startsAt, viewerZone())).toBe(
      nextDate(dayIn(SESSION.startsAt, viewerZone()), 7),
    );
  });

  it('lists the published windows and shows refusals of a new one: in the form and from the server', async () => {
    mine(MENTOR);
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/office-hours/windows', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: OFFICE_HOURS_MESSAGES.overlap }, { status: 409 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<MyOfficeHoursPage />, { route: '/my/office-hours' });
    expect(await screen.findByText('Every Tuesday, 16:00–18:00 (UTC)')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Repeats'), 'weekly');
    await user.selectOptions(screen.getByLabelText('Weekday'), 'Tuesday');
    const from = screen.getByLabelText('From (UTC)');
    const until = screen.getByLabelText('Until (UTC)');
    await user.clear(from);
    await user.type(from, '17:00');
    await user.clear(until);
    await user.type(until, '16:30');
    await user.click(screen.getByRole('button', { name: 'Add availability' }));
    expect(await screen.findByText(OFFICE_HOURS_MESSAGES.endBeforeStart)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(until);
    await user.type(until, '19:00');
    await user.click(screen.getByRole('button', { name: 'Add availability' }));
    expect(await screen.findByText(OFFICE_HOURS_MESSAGES.overlap)).toBeInTheDocument();
    expect(sent).toEqual([{ kind: 'weekly', weekday: 2, start: '17:00', end: '19:00' }]);
  });
});

describe('MyOfficeHoursPage: the time-zone picker', () => {
  /** The browser reports its own zone as Chromium does for India: by the old name Asia/Calcutta. */
  function browserSays(zone: string) {
    const original = Intl.DateTimeFormat.prototype.resolvedOptions;
    const own = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      const options = original.call(this);
      return options.timeZone === own ? { ...options, timeZone: zone } : options;
    });
  }
  afterEach(() => vi.restoreAllMocks());

  it('shows a mentor in Asia/Kolkata their zone when the browser calls it Asia/Calcutta, and saves the current name', async () => {
    browserSays('Asia/Calcutta');
    mine({ ...MENTOR, settings: { ...MENTOR.settings!, timeZone: 'Asia/Kolkata' } });
    const sent: unknown[] = [];
    server.use(
      http.put('*/api/office-hours/settings', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        return HttpResponse.json({ message: OFFICE_HOURS_MESSAGES.settingsSaved, settings: body });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<MyOfficeHoursPage />, { route: '/my/office-hours' });
    const zone = await screen.findByRole('combobox', { name: 'Your time zone' });
    expect(zone).toHaveValue('Asia/Kolkata');
    expect(screen.getByText(/Times are in your time zone \(Asia\/Kolkata\)/)).toBeInTheDocument();
    expect(screen.queryByText(/Calcutta/)).not.toBeInTheDocument();

    await user.clear(zone);
    await user.type(zone, 'Asia/Calcutta');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(OFFICE_HOURS_MESSAGES.settingsSaved)).toBeInTheDocument();
    expect(sent).toMatchObject([{ timeZone: 'Asia/Kolkata' }]);
  });

  it('suggests the centre’s zone and the browser’s first, then every zone once by its current name', async () => {
    browserSays('Europe/Kiev');
    mine(MENTOR);
    renderWithProviders(<MyOfficeHoursPage />, { route: '/my/office-hours' });
    const zone = await screen.findByRole('combobox', { name: 'Your time zone' });
    const list = document.getElementById(zone.getAttribute('list')!)!;
    const values = [...list.querySelectorAll('option')].map((option) => option.value);
    expect(values.slice(0, 2)).toEqual(['Asia/Kolkata', 'Europe/Kyiv']);
    expect(values).toContain('Europe/Berlin');
    expect(values).not.toContain('Asia/Calcutta');
    expect(values).not.toContain('Europe/Kiev');
    expect(new Set(values).size).toBe(values.length);
    expect(zone).toHaveAccessibleDescription(/Type a city to search/);
  });
});

describe('MyOfficeHoursPage: the founder', () => {
  it('cancels a session ahead after confirming', async () => {
    mine(FOUNDER);
    server.use(
      http.delete('*/api/office-hours/bookings/81', () =>
        HttpResponse.json({ message: OFFICE_HOURS_MESSAGES.cancelled }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<MyOfficeHoursPage />, { route: '/my/office-hours' });
    const booked = await screen.findByRole('region', { name: 'Sessions you booked' });
    const ahead = within(booked)
      .getAllByRole('article')
      .find((article) => article.textContent?.includes('Ahead'))!;
    expect(ahead).toHaveTextContent('Mentor: Rahul Verma');
    await user.click(within(ahead).getByRole('button', { name: 'Cancel session' }));
    const confirm = screen.getByRole('dialog', { name: 'Cancel this session?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel session' }));
    expect(await within(ahead).findByText(OFFICE_HOURS_MESSAGES.cancelled)).toBeInTheDocument();
  });

  it('leaves a note and a rating after a session held; the other session offers neither', async () => {
    mine(FOUNDER);
    const sent: unknown[] = [];
    server.use(
      http.put('*/api/office-hours/bookings/82/note', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: OFFICE_HOURS_MESSAGES.noteSaved, booking: FOUNDER.bookings[1] });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<MyOfficeHoursPage />, { route: '/my/office-hours' });
    const booked = await screen.findByRole('region', { name: 'Sessions you booked' });
    const [ahead, held] = ['Ahead', 'First hires'].map((topic) =>
      within(booked)
        .getAllByRole('article')
        .find((article) => article.textContent?.includes(topic))!,
    );
    expect(within(ahead!).queryByLabelText('Your rating')).not.toBeInTheDocument();
    expect(within(ahead!).getByText('Booked')).toBeInTheDocument();
    expect(within(held!).getByText('Held')).toBeInTheDocument();
    expect(within(held!).queryByRole('button', { name: 'Cancel session' })).not.toBeInTheDocument();
    await user.type(within(held!).getByLabelText('Your note (only you see it)'), 'Try a pilot price');
    await user.selectOptions(within(held!).getByLabelText('Your rating'), '4 of 5');
    await user.click(within(held!).getByRole('button', { name: 'Save note' }));
    expect(await within(held!).findByText(OFFICE_HOURS_MESSAGES.noteSaved)).toBeInTheDocument();
    expect(sent).toEqual([{ note: 'Try a pilot price', rating: 4 }]);
  });

  it('tells someone outside a cohort that cohort members book here', async () => {
    mine({ ...FOUNDER, canBook: false, bookings: [] });
    renderWithProviders(<MyOfficeHoursPage />, { route: '/my/office-hours' });
    expect(
      await screen.findByText('Members of a current cohort book mentors’ office hours here.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book a mentor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Your week/ })).not.toBeInTheDocument();
  });
});
