import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CONSENT_MESSAGES, type MyConsents as MyConsentsAnswer } from '#common/consents';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { MyConsents } from './my-consents';

startMockServer();

const GIVEN_AT = '2026-11-20T09:30:00.000Z';
const answer = (withEvents: boolean): MyConsentsAnswer => ({
  active: [
    ...(withEvents
      ? [
          {
            purpose: 'newsletter' as const,
            topic: 'events',
            label: 'Events',
            givenAt: GIVEN_AT,
            via: 'form' as const,
            noticeVersion: 2,
          },
        ]
      : []),
    {
      purpose: 'owner-notifications',
      topic: 'applications',
      label: 'Applications to my internships and projects (mail me at once)',
      givenAt: null,
      via: null,
      noticeVersion: null,
    },
  ],
  history: [
    {
      purpose: 'newsletter',
      topic: 'events',
      action: 'given',
      via: 'form',
      detail: null,
      noticeVersion: 2,
      at: GIVEN_AT,
    },
  ],
});

describe('MyConsents (docs/product.md#my-consents)', () => {
  it('lists each consent with when and how it was given, and withdraws one in a click', async () => {
    let withdrawn: unknown;
    server.use(
      http.get('*/api/me/consents', () => HttpResponse.json(answer(withdrawn === undefined))),
      http.post('*/api/me/consents/withdraw', async ({ request }) => {
        withdrawn = await request.json();
        return HttpResponse.json({ message: CONSENT_MESSAGES.withdrawn });
      }),
    );
    renderWithProviders(<MyConsents />, { route: '/profile' });
    const section = screen.getByRole('region', { name: 'My consents' });
    const item = (await within(section).findByText('Newsletter: Events')).closest('li')!;
    expect(
      within(item).getByText(/^Given .* through a form on the site, privacy notice version 2$/),
    ).toBeInTheDocument();
    expect(
      within(section).getByText('On by default, or since before the site kept a record'),
    ).toBeInTheDocument();

    await userEvent.click(within(item).getByRole('button', { name: 'Withdraw: Newsletter, Events' }));
    await waitFor(() =>
      expect(within(section).getByRole('status')).toHaveTextContent(CONSENT_MESSAGES.withdrawn),
    );
    expect(withdrawn).toEqual({ purpose: 'newsletter', topic: 'events' });
    await waitFor(() => expect(within(section).queryByText('Newsletter: Events')).not.toBeInTheDocument());
  });

  it('shows the server’s reason when a withdrawal is refused', async () => {
    server.use(
      http.get('*/api/me/consents', () => HttpResponse.json(answer(true))),
      http.post('*/api/me/consents/withdraw', () =>
        HttpResponse.json({ message: CONSENT_MESSAGES.notActive }, { status: 409 }),
      ),
    );
    renderWithProviders(<MyConsents />, { route: '/profile' });
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw: Newsletter, Events' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONSENT_MESSAGES.notActive);
  });
});
