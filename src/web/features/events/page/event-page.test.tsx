import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { EVENT_DETAIL_MESSAGES } from '#common/event-details';
import { EVENT_MESSAGES } from '#common/events';
import { server, startMockServer } from '#web/test-support/msw';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '#web/test-support/render';
import { EventForm } from '../admin/event-form';
import EventDetailPage from '../event-detail-page';
import { eventFixture, eventList } from '../test-fixtures';
import { initialsOf } from './initials';

startMockServer();

function renderEventPage(id: number) {
  return renderWithProviders(
    <Routes>
      <Route path="/events/:id" element={<EventDetailPage />} />
    </Routes>,
    { route: `/events/${id}` },
  );
}

const SNEHA_PHOTO = '0b5c2f4e-6a1d-4e8b-9c3f-2d7a1e5b8c90';

const WORKSHOP = eventFixture({
  id: 11,
  name: 'Design Thinking Workshop',
  registration_mode: 'site',
  registration_link: '',
  attendees: 60,
  seats_left: 57,
  registration_closes_at: '2099-03-09T12:30:00.000Z',
  what_to_bring: 'A laptop and your college ID.',
  agenda: [
    { day: '', start: '10:00', end: '10:30', title: 'Welcome', speaker: 'Meera Joshi', notes: '' },
    {
      day: '',
      start: '10:30',
      end: '',
      title: 'User research',
      speaker: '',
      notes: 'Bring comfortable shoes.',
    },
  ],
  speakers: [
    {
      name: 'Dr. Sneha Kulkarni',
      role: 'Head of Incubation',
      link: 'https://example.org/sneha',
      photo: SNEHA_PHOTO,
      photo_alt: 'Dr. Sneha Kulkarni at the Maker Space',
      photo_ref: {
        src: `/media/${SNEHA_PHOTO}/128.webp`,
        srcSet: `/media/${SNEHA_PHOTO}/128.webp 128w, /media/${SNEHA_PHOTO}/256.webp 256w`,
        width: 256,
        height: 256,
      },
    },
    {
      name: 'Rohan Chatterjee',
      role: 'Mentor, Product',
      link: '',
      photo: '',
      photo_alt: '',
      photo_ref: null,
    },
  ],
  venue: {
    address: 'Academic Block C',
    room: 'Seminar Hall 2',
    map_link: 'https://maps.example.org/c',
    directions: 'Gate 2, then left.',
    accessibility: 'Step-free entrance.',
  },
  organiser: { name: 'Events & Outreach', contact: 'email', email: 'events@iic.example.edu', page: '' },
});

describe('an event’s own page (docs/product.md#single-event-page)', () => {
  it('shows the agenda, speakers, venue, organiser and one registration block in the one wording', async () => {
    server.use(
      http.get('*/api/events', () => HttpResponse.json(eventList([WORKSHOP]))),
      http.get('*/api/me', () => HttpResponse.json({ message: 'Sign in' }, { status: 401 })),
      http.get('*/api/my/registrations', () => HttpResponse.json({ message: 'Sign in' }, { status: 401 })),
    );
    renderEventPage(11);
    expect(await screen.findByRole('heading', { level: 1, name: 'Design Thinking Workshop' })).toBeVisible();

    const agenda = screen.getByRole('region', { name: 'Agenda' });
    const items = within(agenda).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('10:00– to 10:30WelcomeMeera Joshi');
    expect(items[1]).toHaveTextContent('Bring comfortable shoes.');

    const speakers = screen.getByRole('region', { name: 'Speakers' });
    expect(within(speakers).getByRole('link', { name: /Dr. Sneha Kulkarni/ })).toHaveAttribute(
      'href',
      'https://example.org/sneha',
    );
    // A photo is described as the admin wrote; without one, the initials avatar is decoration.
    expect(
      within(speakers).getByRole('img', { name: 'Dr. Sneha Kulkarni at the Maker Space' }),
    ).toHaveAttribute('src', `/media/${SNEHA_PHOTO}/128.webp`);
    expect(within(speakers).getByText('RC')).toHaveAttribute('aria-hidden', 'true');
    expect(speakers).toHaveTextContent('Rohan ChatterjeeMentor, Product');

    const venue = screen.getByRole('region', { name: 'Venue' });
    expect(venue).toHaveTextContent('Seminar Hall 2');
    expect(venue).toHaveTextContent('Step-free entrance.');
    expect(within(venue).getByRole('link', { name: /Open the map/ })).toHaveAttribute(
      'href',
      'https://maps.example.org/c',
    );

    const organiser = screen.getByRole('region', { name: 'Organiser' });
    expect(within(organiser).getByRole('link', { name: 'events@iic.example.edu' })).toHaveAttribute(
      'href',
      'mailto:events@iic.example.edu',
    );

    const registration = screen.getByRole('region', { name: 'Registration' });
    expect(registration).toHaveTextContent('57 of 60 seats left');
    expect(registration).toHaveTextContent('What to bring');
    expect(registration).toHaveTextContent('A laptop and your college ID.');
    expect(within(registration).getByRole('button', { name: /^Register/ })).toBeInTheDocument();
    // Capacity is said once on the page.
    expect(screen.getAllByText(/seats/)).toHaveLength(1);
  });

  it('groups an agenda over two days under a heading per day, in date order', async () => {
    const hackathon = eventFixture({
      id: 13,
      name: 'Hackathon',
      start_date: '2099-04-10',
      end_date: '2099-04-11',
      agenda: [
        { day: '2099-04-11', start: '13:00', end: '', title: 'Judging', speaker: '', notes: '' },
        { day: '', start: '09:00', end: '', title: 'Check-in', speaker: '', notes: '' },
        { day: '2099-04-10', start: '10:00', end: '', title: 'Hacking starts', speaker: '', notes: '' },
      ],
    });
    server.use(http.get('*/api/events', () => HttpResponse.json(eventList([hackathon]))));
    renderEventPage(13);
    const agenda = await screen.findByRole('region', { name: 'Agenda' });
    const days = within(agenda).getAllByRole('heading', { level: 3 });
    expect(days.map((day) => day.textContent)).toEqual(['Day 1: 10 Apr 2099', 'Day 2: 11 Apr 2099']);
    const first = within(agenda).getByRole('region', { name: /^Day 1/ });
    expect(
      within(first)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Check-in'), expect.stringContaining('Hacking starts')]);
    expect(within(agenda).getByRole('region', { name: /^Day 2/ })).toHaveTextContent('Judging');
  });

  it('leaves out empty sections and shows the centre as organiser without a contact', async () => {
    server.use(
      http.get('*/api/events', () => HttpResponse.json(eventList([eventFixture({ id: 12, name: 'Talk' })]))),
    );
    renderEventPage(12);
    expect(await screen.findByRole('heading', { level: 1, name: 'Talk' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Agenda' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Speakers' })).toBeNull();
    const organiser = screen.getByRole('region', { name: 'Organiser' });
    expect(organiser).toHaveTextContent('Innovation & Incubation Centre');
    expect(within(organiser).queryByRole('link')).toBeNull();
    const registration = screen.getByRole('region', { name: 'Registration' });
    expect(registration).toHaveTextContent('120 seats');
    expect(within(registration).getByRole('link', { name: /^Register.*Talk/ })).toHaveAttribute(
      'href',
      'https://example.org/register/12',
    );
  });

  it('makes initials from a name without its title', () => {
    expect(initialsOf('Dr. Sneha Kulkarni')).toBe('SK');
    expect(initialsOf('Prof. Vikram Mehta')).toBe('VM');
    expect(initialsOf('Aditya')).toBe('A');
    expect(initialsOf('  ')).toBe('?');
  });
});

describe('the event form’s page details (docs/product.md#event-administration)', () => {
  it('adds and removes agenda rows and speakers by keyboard, checks them, and sends them as JSON', async () => {
    let sent: FormData | null = null;
    server.use(
      http.patch('*/api/events/11', async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ message: EVENT_MESSAGES.updated, event: WORKSHOP });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<EventForm event={WORKSHOP} onSaved={() => {}} />);
    const form = screen.getByRole('form', { name: 'Edit Design Thinking Workshop' });
    expect(within(form).getByLabelText(/^Item 1: starts/)).toHaveValue('10:00');
    expect(within(form).getByLabelText(/^Speaker 2: name/)).toHaveValue('Rohan Chatterjee');

    // A new row, filled badly: the messages name the row's fields and nothing is sent.
    within(form).getByRole('button', { name: 'Add an agenda item' }).focus();
    await user.keyboard('{Enter}');
    const start = within(form).getByLabelText(/^Item 3: starts/);
    await user.type(start, '11:00');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await within(form).findByText(EVENT_DETAIL_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(sent).toBeNull();

    await user.click(within(form).getByRole('button', { name: 'Remove item 3' }));
    await user.click(within(form).getByRole('button', { name: 'Remove speaker 1' }));
    await user.selectOptions(within(form).getByLabelText('Contact on the public page'), 'page');
    await user.type(within(form).getByLabelText(/^Contact page/), 'iic.example.edu/contact');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await expect.poll(() => sent).not.toBeNull();
    const body = sent as unknown as FormData;
    expect(JSON.parse(String(body.get('agenda')))).toHaveLength(2);
    expect(JSON.parse(String(body.get('speakers')))).toEqual([
      { name: 'Rohan Chatterjee', role: 'Mentor, Product', link: '', photo: '', photo_alt: '' },
    ]);
    // Only the chosen contact is sent, with its scheme added.
    expect(JSON.parse(String(body.get('organiser')))).toEqual({
      name: 'Events & Outreach',
      contact: 'page',
      email: '',
      page: 'https://iic.example.edu/contact',
    });
  });

  it('sends a picked speaker photo as its row’s file, keeps a stored one by its key, and drops a removed one', async () => {
    let sent: FormData | null = null;
    server.use(
      http.patch('*/api/events/11', async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ message: EVENT_MESSAGES.updated, event: WORKSHOP });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<EventForm event={WORKSHOP} onSaved={() => {}} />);
    const form = screen.getByRole('form', { name: 'Edit Design Thinking Workshop' });
    const portrait = new File([new Uint8Array([137, 80, 78, 71])], 'rohan.png', { type: 'image/png' });
    await user.upload(within(form).getByLabelText('Photo of Rohan Chatterjee (optional)'), portrait);
    await user.type(within(form).getAllByLabelText(/^Photo description/)[1]!, 'Rohan at a whiteboard');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await expect.poll(() => sent).not.toBeNull();
    let body = sent as unknown as FormData;
    // msw's FormData is another realm's: ask for a file by its shape.
    expect(body.get('speaker_photo_1')).toMatchObject({ type: 'image/png' });
    expect(body.get('speaker_photo_0')).toBeNull();
    expect(
      (JSON.parse(String(body.get('speakers'))) as { photo: string; photo_alt: string }[]).map((speaker) => [
        speaker.photo,
        speaker.photo_alt,
      ]),
    ).toEqual([
      [SNEHA_PHOTO, 'Dr. Sneha Kulkarni at the Maker Space'],
      ['', 'Rohan at a whiteboard'],
    ]);

    sent = null;
    await user.click(within(form).getByRole('button', { name: 'Remove the photo of speaker 1' }));
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await expect.poll(() => sent).not.toBeNull();
    body = sent as unknown as FormData;
    expect((JSON.parse(String(body.get('speakers'))) as { photo: string }[])[0]!.photo).toBe('');
  });

  it('gives each agenda item of a two-day event its day', async () => {
    let sent: FormData | null = null;
    server.use(
      http.patch('*/api/events/11', async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ message: EVENT_MESSAGES.updated, event: WORKSHOP });
      }),
    );
    const user = userEvent.setup();
    const twoDays = { ...WORKSHOP, start_date: '2099-04-10', end_date: '2099-04-11' };
    renderWithProviders(<EventForm event={twoDays} onSaved={() => {}} />);
    const form = screen.getByRole('form', { name: 'Edit Design Thinking Workshop' });
    const days = within(form).getAllByLabelText('Day');
    expect(days).toHaveLength(2);
    await user.selectOptions(days[1]!, 'Day 2: 11 Apr 2099');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await expect.poll(() => sent).not.toBeNull();
    const agenda = JSON.parse(String((sent as unknown as FormData).get('agenda'))) as { day: string }[];
    expect(agenda.map((entry) => entry.day)).toEqual(['', '2099-04-11']);
  });
});
