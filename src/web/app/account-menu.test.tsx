import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Navbar } from '#web/app/navbar';
import { LocationProbe } from '#web/test-support/location-probe';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
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
  afterEach(() => localStorage.clear());

  it('shows Login and asks the server nothing when this browser has no signed-in user', async () => {
    const calls = answerMe(() => HttpResponse.json({ message: 'Not signed in' }, { status: 401 }));
    renderNavbar();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(calls.count).toBe(0);
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  });

  it('shows a signed-in user a menu with their email, Profile, My events, My alerts, My office hours and Logout (keyboard and Escape too)', async () => {
    storeUser(USER);
    answerMe(() => HttpResponse.json(USER));
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
    expect(within(menu).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();

    expect(within(menu).getByRole('link', { name: 'My events' })).toHaveAttribute('href', '/my/events');
    await user.tab();
    expect(within(menu).getByRole('link', { name: 'Profile' })).toHaveFocus();
    await user.tab();
    expect(within(menu).getByRole('link', { name: 'My events' })).toHaveFocus();
    await user.tab();
    expect(within(menu).getByRole('link', { name: 'My posts' })).toHaveFocus();
    await user.tab();
    expect(within(menu).getByRole('link', { name: 'My alerts' })).toHaveAttribute('href', '/my/alerts');
    expect(within(menu).getByRole('link', { name: 'My alerts' })).toHaveFocus();
    await user.tab();
    expect(within(menu).getByRole('link', { name: 'My office hours' })).toHaveAttribute(
      'href',
      '/my/office-hours',
    );
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
    const user = userEvent.setup();
    renderNavbar();
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/ad123');
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
