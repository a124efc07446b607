import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { MENTORS, PROGRAMS, TEAM } from '#web/test-support/fixtures';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { ADMIN, USER } from '#web/test-support/users';
import { AppRoutes } from './app-routes';
import { emptyApiHandlers } from '#web/test-support/empty-api';

startMockServer();

// Pages behind lazy imports (login panel, profile, admin area) are compiled on first use; on a loaded
// machine that alone can take longer than findBy's default second.
// A lazily loaded page may take long on a loaded machine; the wait ends as soon as it renders.
const LAZY_PAGE = { timeout: 20_000 };

function CurrentPath() {
  const location = useLocation();
  return <output data-testid="path">{location.pathname}</output>;
}

function renderAt(route: string) {
  return renderWithProviders(
    <>
      <AppRoutes />
      <CurrentPath />
    </>,
    { route },
  );
}

describe('AppRoutes', () => {
  beforeEach(() => {
    // jsdom has no scrolling; the layout's scroll restoration calls it on every page.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    server.use(
      http.get('*/api/content/slides', () => HttpResponse.json({ items: [] })),
      http.get('*/api/content/metrics', () => HttpResponse.json({ items: [] })),
      http.get('*/api/content/mentors', () => HttpResponse.json({ items: MENTORS })),
      http.get('*/api/content/team', () => HttpResponse.json({ items: TEAM })),
      http.get('*/api/content/programs', () => HttpResponse.json({ items: PROGRAMS })),
      http.get('*/api/events', () => HttpResponse.json({ items: [], timezone: 'Asia/Kolkata', version: 0 })),
      http.get('*/api/auth/config', () => HttpResponse.json({ googleClientId: null })),
      // Last: msw uses the first handler that matches, so the specific answers above win.
      ...emptyApiHandlers(),
    );
  });
  afterEach(() => localStorage.clear());

  it('shows "page not found" inside the layout for an unknown path, with a way home, and stays there', async () => {
    renderAt('/no-such-page/at-all');

    const heading = await screen.findByRole('heading', { level: 1 }, LAZY_PAGE);
    expect(heading).toHaveTextContent('Page not found');
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/no-such-page\/at-all$/);
    expect(screen.getByRole('main')).toContainElement(heading);
    // The shared layout is there too.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    // The footer hydrates after the page's first script (docs/performance.md#front-end-budgets).
    expect(await screen.findByRole('contentinfo', {}, LAZY_PAGE)).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(main.queryByRole('link', { name: /^All / })).toBeNull();
    expect(document.title).toBe('Page not found | Innovation & Incubation Centre');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    await userEvent.click(main.getByRole('link', { name: 'Back to home' }));
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
    expect(await screen.findByRole('heading', { name: MENTORS[0]!.name })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it.each([
    ['/events/abc', 'All events', '/events'],
    ['/startups/Not_A_Slug', 'All startups', '/startups'],
    ['/news/a/b', 'All news', '/news'],
  ])('shows "page not found" for %s with a link to %s', async (route, label, href) => {
    renderAt(route);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }, LAZY_PAGE),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: label })).toHaveAttribute('href', href);
    expect(screen.getByTestId('path')).toHaveTextContent(route);
  });

  it('renders the home sections in the order of docs/product.md#home-section-order', async () => {
    renderAt('/');
    await screen.findByRole('heading', { name: MENTORS[0]!.name });
    const ids = Array.from(document.querySelectorAll('main section[id]'), (section) => section.id);
    expect(ids).toEqual([
      'home',
      'metrics',
      'about',
      'wall-of-ideas',
      'internships',
      'projects',
      'events',
      'mentors',
      'team',
      'contact',
      'newsletter',
    ]);
    // docs/product.md#home-teasers: search and filters live on the list pages, not on home.
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('shows the About page with its own h1 on /about', async () => {
    renderAt('/about');

    expect(await screen.findByRole('heading', { level: 1 }, LAZY_PAGE)).toHaveTextContent(
      'From idea to impact, under one roof',
    );
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/about$/);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'From idea to impact, under one roof',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Beyond Incubation' })).toBeInTheDocument();
    expect(screen.queryByText('Innovate. Incubate.')).not.toBeInTheDocument();
    expect(document.title).toBe('About us | Innovation & Incubation Centre');
  });

  it('serves /programs inside the layout', async () => {
    renderAt('/programs');
    expect(await screen.findByRole('heading', { level: 2, name: 'Incubation Program' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Find the program that fits your stage',
    );
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/programs$/);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('serves /team as a page of its own with the team as h1', async () => {
    renderAt('/team');
    expect(await screen.findByRole('heading', { level: 1 }, LAZY_PAGE)).toHaveTextContent(
      'The people behind the centre',
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Founders' })).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/team$/);
  });

  it('opens the login panel over the home page on /login, and closing keeps the same home page', async () => {
    const user = userEvent.setup();
    renderAt('/login');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' }, LAZY_PAGE);
    expect(dialog).toHaveAttribute('open');
    const hero = screen.getByRole('heading', { level: 1 });
    expect(hero).toHaveTextContent(/^Innovate\. Incubate\./);

    await user.keyboard('{Escape}');
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The page behind was not re-created.
    expect(screen.getByRole('heading', { level: 1 })).toBe(hero);
  });

  it('opens the panel from the navbar Login link, keeps the page where it is, and returns focus to the link', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const scrollTo = vi.mocked(window.scrollTo);
    scrollTo.mockClear();
    const login = screen.getByRole('link', { name: 'Login' });
    await user.click(login);
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' }, LAZY_PAGE);
    expect(screen.getByLabelText('Email address')).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveFocus();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('serves /profile inside the layout for a signed-in user', async () => {
    server.use(http.get('*/api/me', () => HttpResponse.json(USER)));
    renderAt('/profile');
    expect(
      await screen.findByRole('heading', { level: 1, name: USER.fullName }, LAZY_PAGE),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('sends a signed-out visitor from /profile to the login panel', async () => {
    server.use(http.get('*/api/me', () => HttpResponse.json({ message: 'Please sign in' }, { status: 401 })));
    renderAt('/profile');
    expect(await screen.findByRole('dialog', { name: 'Sign in' }, LAZY_PAGE)).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('/login');
  });

  it.each([
    ['/profile', 'Sign in to see your profile.'],
    ['/my/events', 'Sign in to see your events.'],
    ['/internships/3/apply', 'Sign in to apply to this internship.'],
    ['/projects/4/apply', 'Sign in to apply to this project.'],
  ])('tells a signed-out visitor to %s why the login panel opened', async (route, why) => {
    server.use(http.get('*/api/me', () => HttpResponse.json({ message: 'Please sign in' }, { status: 401 })));
    renderAt(route);
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' }, LAZY_PAGE);
    expect(within(dialog).getByText(why)).toBeInTheDocument();
  });

  it('returns a visitor who signs in from the login panel to the page they opened (/profile)', async () => {
    let signedIn = false;
    server.use(
      http.get('*/api/me', () =>
        signedIn
          ? HttpResponse.json(USER)
          : HttpResponse.json({ message: 'Please sign in' }, { status: 401 }),
      ),
      http.post('*/api/auth/send-otp', () =>
        HttpResponse.json({ message: 'Code sent', cooldownSeconds: 15 }),
      ),
      http.post('*/api/auth/verify-otp', () => {
        signedIn = true;
        return HttpResponse.json({ token: 't', user: USER });
      }),
    );
    const user = userEvent.setup();
    renderAt('/profile');
    await screen.findByRole('dialog', { name: 'Sign in' }, LAZY_PAGE);
    await user.type(screen.getByLabelText('Email address'), USER.email);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('One-time code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/profile$/), LAZY_PAGE);
    expect(
      await screen.findByRole('heading', { level: 1, name: USER.fullName }, LAZY_PAGE),
    ).toBeInTheDocument();
  });

  it('takes a user who logs out on a signed-in page home, not to the login panel', async () => {
    localStorage.setItem('user', JSON.stringify(USER));
    let signedOut = false;
    server.use(
      http.get('*/api/me', () => HttpResponse.json(signedOut ? null : USER)),
      http.post('*/api/auth/logout', () => {
        signedOut = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    const { client } = renderAt('/profile');
    await screen.findByRole('button', { name: 'Edit Profile' }, LAZY_PAGE);
    await user.click(screen.getAllByRole('button', { name: 'Account menu' })[0]!);
    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/));
    // The gate must not send the visitor on to the login panel once the router has caught up: wait until
    // every answer asked for after the logout (the signed-out /api/me among them) is in and rendered.
    await waitFor(() => expect(client.isFetching()).toBe(0));
    await act(async () => {});
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
  });

  it('serves the admin area and its tabs under /ad123 for an admin', async () => {
    server.use(http.get('*/api/me', () => HttpResponse.json(ADMIN)));
    renderAt('/ad123/user-submissions');
    expect(await screen.findByText('No user submissions yet.', {}, LAZY_PAGE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('/ad123/user-submissions');
  });
});
