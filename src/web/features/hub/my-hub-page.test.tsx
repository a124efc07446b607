import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { EMPTY_HUB, hubHandler } from '#web/test-support/hub';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { USER } from '#web/test-support/users';
import MyHubPage from './my-hub-page';

startMockServer();

function renderHub() {
  server.use(http.get('*/api/me', () => HttpResponse.json({ ...USER, roles: ['reviewer'] })));
  renderWithProviders(
    <Routes>
      <Route path="/my" element={<MyHubPage />} />
    </Routes>,
    { route: '/my' },
  );
}

describe('MyHubPage (docs/product.md#personal-hub)', () => {
  it('shows a card per area with what waits first, and each card links to its page', async () => {
    server.use(
      hubHandler({
        ...EMPTY_HUB,
        posts: { total: 3, inReview: 1, newApplicants: 2, joinRequests: 1 },
        review: { toDo: 4, done: 0 },
      }),
    );
    renderHub();
    expect(await screen.findByText('7 things wait for you.', {}, { timeout: 10_000 })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Reviews, 4 waiting',
      'My events',
      'My applications',
      'My posts, 3 waiting',
      'My alerts',
    ]);
    const posts = screen.getByRole('article', { name: /^My posts/ });
    expect(
      within(posts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '2 new applicants',
      '1 join request to answer',
      '3 posts',
      '1 post waiting for the centre’s review',
    ]);
    expect(within(posts).getByRole('link', { name: /^My posts/ })).toHaveAttribute('href', '/my/posts');
    expect(within(posts).getByRole('link', { name: 'Post an internship' })).toHaveAttribute(
      'href',
      '/post-internship',
    );
    const events = screen.getByRole('article', { name: 'My events' });
    expect(within(events).getByText(/Nothing waits/)).toBeInTheDocument();
    expect(within(events).getByRole('link', { name: 'Find an event' })).toHaveAttribute('href', '/events');
    expect(screen.getByRole('link', { name: 'Work profile' })).toHaveAttribute('href', '/work-profile');
  });

  it('says when the hub cannot be loaded, and tries again', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/my/hub', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Down' }, { status: 503 })
          : HttpResponse.json(EMPTY_HUB);
      }),
    );
    renderHub();
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Your hub could not be loaded.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing waits for you right now.')).toBeInTheDocument();
  });
});
