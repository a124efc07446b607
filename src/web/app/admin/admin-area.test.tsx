import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_GROUPS, ADMIN_TABS } from '#common/routes';
import { EMPTY_ADMIN_HUB, hubHandler } from '#web/test-support/hub';
import { LocationProbe } from '#web/test-support/location-probe';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { ADMIN, USER } from '#web/test-support/users';
import AdminArea from './admin-area';
import { emptyApiHandlers } from '#web/test-support/empty-api';

startMockServer();

const ME = '*/api/me';

function renderAdmin(route = '/ad123') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/ad123/*" element={<AdminArea />} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { route },
  );
}

const path = () => screen.getByTestId('path').textContent;
const tabList = () => screen.getByRole('navigation', { name: 'Admin sections' });

describe('AdminArea', () => {
  beforeEach(() => server.use(...emptyApiHandlers()));
  afterEach(() => localStorage.clear());

  it('shows a spinner while the server is asked who is signed in', async () => {
    server.use(
      http.get(ME, async () => {
        await delay(200);
        return HttpResponse.json(ADMIN);
      }),
    );
    renderAdmin();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your access');
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeInTheDocument();
  });

  it('sends a signed-in user who is not an admin to /login, replacing the address', async () => {
    server.use(http.get(ME, () => HttpResponse.json(USER)));
    renderAdmin('/ad123/event-upload');
    await waitFor(() => expect(path()).toBe('/login'));
    expect(screen.getByTestId('navigation-type')).toHaveTextContent('REPLACE');
    expect(screen.queryByText('Admin dashboard')).not.toBeInTheDocument();
  });

  it('sends a visitor who is not signed in to /login', async () => {
    server.use(http.get(ME, () => HttpResponse.json({ message: 'Please sign in' }, { status: 401 })));
    renderAdmin();
    await waitFor(() => expect(path()).toBe('/login'));
  });

  it('does not trust a stored copy that claims admin: the server decides', async () => {
    localStorage.setItem('user', JSON.stringify({ ...USER, role: 'admin' }));
    server.use(http.get(ME, () => HttpResponse.json(USER)));
    renderAdmin();
    await waitFor(() => expect(path()).toBe('/login'));
  });

  it('shows an admin the menu grouped by job, opening on the waiting-work overview at /ad123', async () => {
    server.use(http.get(ME, () => HttpResponse.json(ADMIN)));
    server.use(
      hubHandler({
        ...EMPTY_ADMIN_HUB,
        admin: { waiting: 3, byKind: { post: 2, report: 1, verification: 0, application: 0, event: 0 } },
      }),
    );
    renderAdmin();
    await screen.findByRole('heading', { level: 1, name: 'Admin dashboard' });

    const groups = within(tabList())
      .getAllByRole('list')
      .filter((list) => list.hasAttribute('aria-labelledby'));
    expect(
      groups.map(
        (list) =>
          list.getAttribute('aria-labelledby') &&
          document.getElementById(list.getAttribute('aria-labelledby')!)!.textContent,
      ),
    ).toEqual(ADMIN_GROUPS.map((group) => group.label));
    const links = within(tabList()).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/ad123',
      ...ADMIN_GROUPS.flatMap((group) => group.slugs.map((slug) => `/ad123/${slug}`)),
    ]);
    // Every tab is in the menu, once.
    expect(new Set(links.map((link) => link.getAttribute('href'))).size).toBe(ADMIN_TABS.length + 1);
    expect(within(tabList()).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');

    const overview = screen.getByRole('region', { name: 'Waiting work' });
    expect(await within(overview).findByText('3 items wait for an admin.')).toBeInTheDocument();
    expect(within(overview).getByRole('link', { name: /^Pending posts\s*2/ })).toHaveAttribute(
      'href',
      '/ad123/moderation',
    );
    expect(document.title).toBe('Admin | Innovation & Incubation Centre');
  });

  it('on a phone, folds the menu behind a button naming the open section', async () => {
    server.use(http.get(ME, () => HttpResponse.json(ADMIN)));
    const user = userEvent.setup();
    renderAdmin('/ad123/people');
    const button = await screen.findByRole('button', { name: /Admin menu\s*People/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(tabList()).getByRole('link', { name: 'Calls and reviews' }));
    expect(path()).toBe('/ad123/calls');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAccessibleName(/Admin menu\s*Calls/);
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  for (const tab of ADMIN_TABS) {
    it(`serves the ${tab.label} tab at /ad123/${tab.slug}`, async () => {
      server.use(http.get(ME, () => HttpResponse.json(ADMIN)));
      renderAdmin(`/ad123/${tab.slug}`);
      const heading = await screen.findByRole('heading', { level: 2, name: tab.label });
      const panel = heading.closest('section')!;
      expect(panel).toHaveAccessibleName(tab.label);
      const current = within(tabList())
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page');
      expect(current.map((link) => link.textContent)).toEqual([tab.label]);
    });
  }

  it('moves between tabs by their links', async () => {
    server.use(http.get(ME, () => HttpResponse.json(ADMIN)));
    const user = userEvent.setup();
    renderAdmin();
    await screen.findByRole('heading', { level: 2, name: 'Waiting work' });
    await user.click(within(tabList()).getByRole('link', { name: 'Calls and reviews' }));
    expect(path()).toBe('/ad123/calls');
    expect(await screen.findByRole('heading', { level: 2, name: 'Calls and reviews' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Applications from before calls' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Waiting work' })).not.toBeInTheDocument();
  });

  it('opens the earlier Applications List address on Calls and reviews, where those applications are now', async () => {
    server.use(http.get(ME, () => HttpResponse.json(ADMIN)));
    renderAdmin('/ad123/applications');
    await waitFor(() => expect(path()).toBe('/ad123/calls'));
  });

  it('sends an unknown admin address to /ad123', async () => {
    server.use(http.get(ME, () => HttpResponse.json(ADMIN)));
    renderAdmin('/ad123/no-such-tab');
    await waitFor(() => expect(path()).toBe('/ad123'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Waiting work' })).toBeInTheDocument();
  });
});
