import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_TABS } from '#common/routes';
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

  it('shows an admin the tabs in the order of docs/product.md#admin-pages, with Contact Responses current on /ad123', async () => {
    server.use(http.get(ME, () => HttpResponse.json(ADMIN)));
    renderAdmin();
    await screen.findByRole('heading', { level: 1, name: 'Admin dashboard' });

    const links = within(tabList()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Moderation',
      'Contact Responses',
      'Event Upload',
      'Registrations',
      'Startup Verification',
      'User Submissions',
      'Applications List',
      'Calls',
      'Newsletter',
      'Site Content',
      'News',
      'People',
      'Office hours',
      'Cohorts and startups',
      'KPIs',
      'Activity',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      ADMIN_TABS.map((tab) => `/ad123/${tab.slug}`),
    );
    expect(within(tabList()).getByRole('link', { name: 'Contact Responses' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Contact Responses' })).toBeInTheDocument();
    expect(document.title).toBe('Admin | Innovation & Incubation Centre');
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
    await screen.findByRole('heading', { level: 2, name: 'Contact Responses' });
    await user.click(within(tabList()).getByRole('link', { name: 'Applications List' }));
    expect(path()).toBe('/ad123/applications');
    expect(await screen.findByRole('heading', { level: 2, name: 'Applications List' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Contact Responses' })).not.toBeInTheDocument();
  });

  it('sends an unknown admin address to /ad123', async () => {
    server.use(http.get(ME, () => HttpResponse.json(ADMIN)));
    renderAdmin('/ad123/no-such-tab');
    await waitFor(() => expect(path()).toBe('/ad123'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Contact Responses' })).toBeInTheDocument();
  });
});
