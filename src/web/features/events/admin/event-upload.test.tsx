import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { EVENT_MESSAGES } from '#common/events';
import { LocationProbe } from '#web/test-support/location-probe';
import { server, startMockServer } from '#web/test-support/msw';
import { UPCOMING, eventFixture, eventList } from '../test-fixtures';
import { EventUpload } from './event-upload';

startMockServer();

function renderUpload() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/ad123/event-upload']}>
        <Routes>
          <Route path="/ad123/event-upload" element={<EventUpload />} />
          <Route path="/events" element={<p>Events page</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], 'poster.png', { type: 'image/png' });

async function fillValidForm(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  const field = (label: string | RegExp) => within(form).getByLabelText(label);
  await user.type(field(/^Event name/), 'Demo Day');
  await user.type(field(/^Description/), 'Startups pitch to investors.');
  await user.selectOptions(field('Category'), 'seminar');
  await user.type(field(/^Number of attendees/), '150');
  await user.type(field(/^Start date/), '2099-05-01');
  await user.type(field(/^End date/), '2099-05-02');
  await user.type(field('Time (optional)'), '10:00 AM - 1:30 PM');
  await user.type(field(/^Location/), 'Main auditorium');
  await user.type(field(/^Registration link/), 'https://example.org/register');
  await user.upload(field(/^Event image/), png());
}

/** Answers uploads with success, renders the form and fills it validly; `sent()` is the last upload's form. */
async function fillUploadAnsweredWell() {
  let received: FormData | null = null;
  server.use(
    http.post('*/api/events', async ({ request }) => {
      received = await request.formData();
      return HttpResponse.json(
        { message: EVENT_MESSAGES.uploaded, event: eventFixture({ id: 9, name: 'Demo Day' }) },
        { status: 201 },
      );
    }),
  );
  const user = userEvent.setup();
  renderUpload();
  const form = screen.getByRole('form', { name: 'Upload an event' });
  await fillValidForm(user, form);
  return { user, form, sent: () => received as unknown as FormData };
}

describe('Event upload form', () => {
  beforeEach(() => {
    server.use(http.get('*/api/events', () => HttpResponse.json(eventList(UPCOMING))));
  });

  it('defaults the category to workshop and shows every required-field message', async () => {
    const user = userEvent.setup();
    renderUpload();
    const form = screen.getByRole('form', { name: 'Upload an event' });
    expect(within(form).getByLabelText('Category')).toHaveValue('workshop');
    await user.click(within(form).getByRole('button', { name: 'Upload Event' }));
    for (const message of [
      EVENT_MESSAGES.nameRequired,
      EVENT_MESSAGES.descriptionRequired,
      EVENT_MESSAGES.startDateRequired,
      EVENT_MESSAGES.endDateRequired,
      EVENT_MESSAGES.locationRequired,
      EVENT_MESSAGES.attendeesRequired,
      EVENT_MESSAGES.registrationLinkRequired,
      EVENT_MESSAGES.imageRequired,
    ]) {
      expect(await within(form).findByText(message)).toBeInTheDocument();
    }
    expect(within(form).getByLabelText(/^Event name/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText(/^Event name/)).toHaveAccessibleDescription(
      EVENT_MESSAGES.nameRequired,
    );
    expect(within(form).queryByText('Time (optional)')).toBeInTheDocument();
  });

  it('checks attendees, the link, the date order and the image size before sending', async () => {
    let posted = 0;
    server.use(
      http.post('*/api/events', () => {
        posted += 1;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const user = userEvent.setup();
    renderUpload();
    const form = screen.getByRole('form', { name: 'Upload an event' });
    await fillValidForm(user, form);
    await user.clear(within(form).getByLabelText(/^Number of attendees/));
    await user.type(within(form).getByLabelText(/^Number of attendees/), '0');
    await user.clear(within(form).getByLabelText(/^Registration link/));
    await user.type(within(form).getByLabelText(/^Registration link/), 'not a link');
    await user.clear(within(form).getByLabelText(/^End date/));
    await user.type(within(form).getByLabelText(/^End date/), '2099-04-30');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await user.upload(within(form).getByLabelText(/^Event image/), big);
    await user.click(within(form).getByRole('button', { name: 'Upload Event' }));
    expect(await within(form).findByText(EVENT_MESSAGES.attendeesMin)).toBeInTheDocument();
    expect(within(form).getByText(EVENT_MESSAGES.registrationLinkUrl)).toBeInTheDocument();
    expect(within(form).getByText(EVENT_MESSAGES.endBeforeStart)).toBeInTheDocument();
    expect(within(form).getByText('Image size should be less than 5MB')).toBeInTheDocument();
    expect(posted).toBe(0);
  });

  it('uploads as multipart, says "Event uploaded successfully!" and goes to /events after 2 s', async () => {
    const { user, form, sent } = await fillUploadAnsweredWell();
    // The preview is read from the file asynchronously: wait for it rather than racing it.
    expect(await within(form).findByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    await user.click(within(form).getByRole('button', { name: 'Upload Event' }));
    expect(await screen.findByText(EVENT_MESSAGES.uploaded)).toBeInTheDocument();
    const body = sent();
    expect(Object.fromEntries([...body.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      name: 'Demo Day',
      description: 'Startups pitch to investors.',
      category: 'seminar',
      start_date: '2099-05-01',
      end_date: '2099-05-02',
      time: '10:00 AM - 1:30 PM',
      location: 'Main auditorium',
      attendees: '150',
      registration_link: 'https://example.org/register',
      registration_mode: 'external',
      registration_question: '',
      registration_opens_at: '',
      registration_closes_at: '',
      what_to_bring: '',
      agenda: '[]',
      speakers: '[]',
      venue: JSON.stringify({ address: '', room: '', map_link: '', directions: '', accessibility: '' }),
      organiser: JSON.stringify({ name: '', contact: 'none', email: '', page: '' }),
    });
    // (jsdom's File reaches msw through Node's FormData, which keeps the part but not its name.)
    expect(body.get('image')).toMatchObject({ type: 'image/png' });
    expect(screen.getByTestId('path')).toHaveTextContent('/ad123/event-upload');
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/events'), { timeout: 20_000 });
  });

  it('takes registrations on the site: no link needed, the window in the admin’s zone and the question (docs/product.md#event-registration)', async () => {
    const { user, form, sent } = await fillUploadAnsweredWell();
    await user.clear(within(form).getByLabelText(/^Registration link/));
    const field = (label: string | RegExp) => within(form).getByLabelText(label);
    await user.selectOptions(field('Where people register'), 'site');
    expect(within(form).queryByLabelText(/^Registration link/)).not.toBeInTheDocument();
    await user.type(field('Registration opens (optional)'), '2099-04-01T09:00');
    await user.type(field('Registration closes (optional)'), '2099-04-30T18:30');
    await user.type(field('Question for registrants (optional)'), 'Which track?');
    await user.click(within(form).getByRole('button', { name: 'Upload Event' }));
    expect(await screen.findByText(EVENT_MESSAGES.uploaded)).toBeInTheDocument();
    const body = sent();
    expect(
      Object.fromEntries([...body.entries()].filter(([, value]) => typeof value === 'string')),
    ).toMatchObject({
      attendees: '150',
      registration_link: '',
      registration_mode: 'site',
      registration_question: 'Which track?',
      // Typed in the admin's own zone, sent as instants.
      registration_opens_at: new Date('2099-04-01T09:00').toISOString(),
      registration_closes_at: new Date('2099-04-30T18:30').toISOString(),
    });
  });

  it("shows the server's message, or the generic one when the request fails", async () => {
    server.use(
      http.post('*/api/events', () =>
        HttpResponse.json(
          {
            message: 'Failed to upload image: Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).',
            fieldErrors: { image: 'Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).' },
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderUpload();
    const form = screen.getByRole('form', { name: 'Upload an event' });
    await fillValidForm(user, form);
    await user.click(within(form).getByRole('button', { name: 'Upload Event' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Failed to upload image: Please choose an image file',
    );
    server.use(http.post('*/api/events', () => HttpResponse.error()));
    await user.click(within(form).getByRole('button', { name: 'Upload Event' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent(EVENT_MESSAGES.uploadFailed),
    );
  });

  it('lists events; edit opens the same form prefilled, with the image optional', async () => {
    let patched: FormData | null = null;
    server.use(
      http.patch('*/api/events/1', async ({ request }) => {
        patched = await request.formData();
        return HttpResponse.json({
          message: EVENT_MESSAGES.updated,
          event: { ...UPCOMING[0]!, name: 'Hack the Campus 2' },
        });
      }),
    );
    const user = userEvent.setup();
    renderUpload();
    await user.click(await screen.findByRole('button', { name: 'Edit Hack the Campus' }));
    const form = screen.getByRole('form', { name: 'Edit Hack the Campus' });
    expect(within(form).getByLabelText(/^Event name/)).toHaveValue('Hack the Campus');
    expect(within(form).getByLabelText('Category')).toHaveValue('hackathon');
    expect(within(form).getByLabelText(/^Number of attendees/)).toHaveValue(300);
    await user.clear(within(form).getByLabelText(/^Event name/));
    await user.type(within(form).getByLabelText(/^Event name/), 'Hack the Campus 2');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(EVENT_MESSAGES.updated)).toBeInTheDocument();
    const body = patched as unknown as FormData;
    expect(body.get('name')).toBe('Hack the Campus 2');
    expect(body.get('image')).toBeNull();
    expect(await screen.findByText('Hack the Campus 2')).toBeInTheDocument();
  });

  it('asks before deleting, and deletes only when confirmed', async () => {
    let deleted = 0;
    server.use(
      http.delete('*/api/events/2', () => {
        deleted += 1;
        return HttpResponse.json({ message: EVENT_MESSAGES.deleted });
      }),
    );
    const user = userEvent.setup();
    renderUpload();
    await user.click(await screen.findByRole('button', { name: 'Delete Design Thinking Lab' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete this event?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Delete Design Thinking Lab' }));
    dialog = screen.getByRole('dialog', { name: 'Delete this event?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted "Design Thinking Lab".')).toBeInTheDocument();
    expect(deleted).toBe(1);
    expect(screen.queryByRole('button', { name: 'Delete Design Thinking Lab' })).toBeNull();
  });
});
