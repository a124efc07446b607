import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Navbar } from '#web/app/navbar';
import { LocationProbe } from '#web/test-support/location-probe';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { EMPTY_ADMIN_HUB, EMPTY_HUB, hubHandler } from '#web/test-support/hub';
import { ADMIN, storeUser, USER } from '#web/test-support/users';

startMockServer();

const ME = '*/api/me';

function renderNavbar(route = '/about') {
  return renderWithProviders(
    <>
      <Navbar />
      <LocationProbe />
    </>,
    { route },
  );
}

/** Answers GET /api/me with `answer` and counts the calls. */
function answerMe(answer: () => Response) {
  const calls = { count: 0 };
  server.use(
    http.get(ME, () => {
      calls.count += 1;
      return answer();
    }),
  );
  return calls;
}

describe('Navbar account menu', () => {
  beforeEach(() => server.use(hubHandler(EMPTY_HUB)));
  afterEach(() => localStorage.clear());

  it('shows Login and asks the server nothing when this browser has no signed-in user', async () => {
    const calls = answerMe(() => HttpResponse.json({ message: 'Not signed in' }, { status: 401 }));
    const { client } = renderNavbar();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    // render() has run the effects, so a query that was going to ask is already fetching by now.
    expect(client.isFetching()).toBe(0);
    expect(calls.count).toBe(0);
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  });

  it('shows a signed-in user a menu with their email, My hub, their areas, Profile and Logout (keyboard and Escape too)', async () => {
    storeUser(USER);
    answerMe(() => HttpResponse.json(USER));
    server.use(hubHandler(EMPTY_HUB));
    const user = userEvent.setup();
    renderNavbar();

    const button = await screen.findByRole('button', { name: 'Account menu' });
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    const menu = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();

    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toBeVisible();
    expect(within(menu).getByText(USER.email)).toBeInTheDocument();
    // The area links load once someone is signed in.
    await within(menu).findByRole('link', { name: /^My hub/ });
    const items = within(menu).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'My hub',
      'My events',
      'My applications',
      'My posts',
      'My alerts',
      'Profile',
      'Logout',
    ]);
    expect(within(menu).getByRole('link', { name: 'My hub' })).toHaveAttribute('href', '/my');
    expect(within(menu).getByRole('link', { name: 'My events' })).toHaveAttribute('href', '/my/events');
    expect(within(menu).getByRole('link', { name: 'My applications' })).toHaveAttribute(
      'href',
      '/application-status',
    );
    expect(within(menu).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();

    await user.tab();
    expect(within(menu).getByRole('link', { name: 'My hub' })).toHaveFocus();
    for (const name of ['My events', 'My applications', 'My posts', 'My alerts', 'Profile']) {
      await user.tab();
      expect(within(menu).getByRole('link', { name })).toHaveFocus();
    }
    await user.tab();
    expect(within(menu).getByRole('button', { name: 'Logout' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(within(menu).getByRole('link', { name: 'Profile' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/profile');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('gives an admin an Admin link to /ad123', async () => {
    storeUser(ADMIN);
    answerMe(() => HttpResponse.json(ADMIN));
    server.use(hubHandler(EMPTY_ADMIN_HUB));
    const user = userEvent.setup();
    renderNavbar();
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/ad123');
  });

  it('lists the areas of each role the hub says the person has, with what waits in each', async () => {
    const mentorReviewer = { ...USER, roles: ['reviewer' as const, 'mentor' as const] };
    storeUser(mentorReviewer);
    answerMe(() => HttpResponse.json(mentorReviewer));
    server.use(
      hubHandler({
        ...EMPTY_HUB,
        events: { upcoming: 1, offers: 1, waitlisted: 0, feedback: 0 },
        review: { toDo: 3, done: 1 },
        mentoring: { upcoming: 2, notesToWrite: 1, hasAvailability: true },
        officeHours: { upcoming: 0, notesToWrite: 0 },
        cohort: {
          cohortName: 'Incubation 2026',
          startupName: 'Quiet Grid',
          kpiReportsDue: 1,
          invitations: 0,
        },
      }),
    );
    const user = userEvent.setup();
    renderNavbar();
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    const menu = screen.getByRole('button', { name: 'Account menu' }).nextElementSibling as HTMLElement;
    await waitFor(
      () =>
        expect(within(menu).getByRole('link', { name: /^My cohort,\s*1\s*waiting$/ })).toHaveAttribute(
          'href',
          '/my/cohort',
        ),
      // The declaration is loaded with the first call (a module of its own), which takes a moment here.
      // (jsdom's accessible names drop the spaces at the edges of the badge's words; Chromium keeps them.)
      { timeout: 10_000 },
    );
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'My hub, 6 waiting',
      'Reviews, 3 waiting',
      'Office hours I offer, 1 waiting',
      'My cohort, 1 waiting',
      'My events, 1 waiting',
      'My applications',
      'My posts',
      'My alerts',
      'Profile',
    ]);
    expect(within(menu).getByRole('link', { name: /^Reviews,\s*3\s*waiting$/ })).toHaveAttribute(
      'href',
      '/review',
    );
  });

  it('logs out: ends the session on the server, forgets the user and goes to /', async () => {
    storeUser(USER);
    answerMe(() => HttpResponse.json(USER));
    let loggedOut = 0;
    server.use(
      http.post('*/api/auth/logout', () => {
        loggedOut += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderNavbar('/programs');

    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(loggedOut).toBe(1);
    expect(localStorage.getItem('user')).toBeNull();
    // The Login link may show a moment before the navigation home is committed.
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/));
  });

  it('still forgets the user when the logout request fails', async () => {
    storeUser(USER);
    answerMe(() => HttpResponse.json(USER));
    server.use(http.post('*/api/auth/logout', () => HttpResponse.error()));
    const user = userEvent.setup();
    renderNavbar();
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('shows Login and drops the stored copy when the session has ended (401)', async () => {
    storeUser(USER);
    answerMe(() => HttpResponse.json({ message: 'Please sign in' }, { status: 401 }));
    renderNavbar();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('shows the site signed out, without crashing, when /api/me fails', async () => {
    storeUser(USER);
    const calls = answerMe(() => HttpResponse.json({ message: 'Not found' }, { status: 404 }));
    renderNavbar();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(calls.count).toBe(1); // a 4xx is not retried
  });

  it('offers the account links inside the phone menu too', async () => {
    storeUser(ADMIN);
    answerMe(() => HttpResponse.json(ADMIN));
    server.use(hubHandler(EMPTY_ADMIN_HUB));
    server.use(http.post('*/api/auth/logout', () => new HttpResponse(null, { status: 204 })));
    const user = userEvent.setup();
    renderNavbar();
    await screen.findByRole('button', { name: 'Account menu' });

    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(panel).getByText(ADMIN.email)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(panel).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/ad123');

    await user.click(within(panel).getByRole('button', { name: 'Logout' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('hydrates prerendered (signed-out) HTML without a mismatch, then shows the stored user', async () => {
    storeUser(USER);
    answerMe(() => HttpResponse.json(USER));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const app = (children: ReactNode) => (
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/']}>{children}</MemoryRouter>
      </QueryClientProvider>
    );
    const html = renderToString(app(<Navbar />));
    expect(html).toContain('>Login<');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    const root = await act(async () =>
      hydrateRoot(container, app(<Navbar />), { onRecoverableError: recoverable }),
    );

    await waitFor(() =>
      expect(within(container).getByRole('button', { name: 'Account menu' })).toBeInTheDocument(),
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    act(() => root.unmount());
    container.remove();
  });
});
