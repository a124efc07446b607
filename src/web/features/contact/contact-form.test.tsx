import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_MESSAGES } from '#common/contact';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { ContactForm } from './contact-form';

startMockServer();
const CONTACT = '*/api/contact';

function setup() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderWithProviders(<ContactForm />);
  return user;
}
async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values: { name?: string; email?: string; message?: string },
) {
  if (values.name) await user.type(screen.getByLabelText('Name'), values.name);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.message) await user.type(screen.getByLabelText('Message'), values.message);
}
const complete = { name: 'Asha', email: 'asha@example.org', message: 'Hello there' };

describe('ContactForm', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('asks for every field and for a valid email before sending anything', async () => {
    const requests = vi.fn();
    server.use(http.post(CONTACT, () => (requests(), HttpResponse.json({}))));
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findAllByText(CONTACT_MESSAGES.fillAll)).toHaveLength(3);
    await fill(user, { name: 'Asha', email: 'asha@', message: 'Hi' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(CONTACT_MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(requests).not.toHaveBeenCalled();
  });

  it('goes idle → loading → success, empties the form, and is idle again after 5 s', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(CONTACT, async ({ request }) => {
        bodies.push(await request.json());
        await delay(50);
        return HttpResponse.json({ message: CONTACT_MESSAGES.success }, { status: 201 });
      }),
    );
    const user = setup();
    await fill(user, complete);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(await screen.findByText(CONTACT_MESSAGES.success)).toBeInTheDocument();
    expect(bodies).toEqual([{ ...complete, website: '' }]);
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByText(CONTACT_MESSAGES.success)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.queryByText(CONTACT_MESSAGES.success)).not.toBeInTheDocument();
  });

  it('never shows the success banner and errors together: each outcome clears the other', async () => {
    let fail = true;
    server.use(
      http.post(CONTACT, () =>
        fail
          ? HttpResponse.json({ message: 'Too many requests, slow down.' }, { status: 429 })
          : HttpResponse.json({ message: CONTACT_MESSAGES.success }, { status: 201 }),
      ),
    );
    const user = setup();
    await fill(user, complete);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, slow down.');

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(CONTACT_MESSAGES.success)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // A second send on the emptied form, while the success is still on show: its errors replace it.
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findAllByText(CONTACT_MESSAGES.fillAll)).toHaveLength(3);
    expect(screen.queryByText(CONTACT_MESSAGES.success)).not.toBeInTheDocument();

    // And a success after those errors leaves none of them.
    await fill(user, complete);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(CONTACT_MESSAGES.success)).toBeInTheDocument();
    expect(screen.queryByText(CONTACT_MESSAGES.fillAll)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  });

  it("shows the server's message on failure, else the general one", async () => {
    server.use(
      http.post(CONTACT, () =>
        HttpResponse.json({ message: 'Too many requests, slow down.' }, { status: 429 }),
      ),
    );
    const user = setup();
    await fill(user, complete);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, slow down.');
    // The form keeps what was typed, so the person can try again.
    expect(screen.getByLabelText('Message')).toHaveValue(complete.message);

    server.use(http.post(CONTACT, () => new HttpResponse('Bad gateway', { status: 502 })));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.failed));
  });

  it('keeps the honeypot away from people: hidden from screen readers, out of the tab order', () => {
    setup();
    expect(screen.getAllByRole('textbox')).toHaveLength(3);
    const trap = screen.getByLabelText('Leave this field empty');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
