import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { NewsPost, NewsSummary } from '#common/news';
import { LocationProbe } from '#web/test-support/location-probe';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import NewsPage from './news-page';
import NewsPostPage from './news-post-page';

startMockServer();

const SUMMARIES: NewsSummary[] = [
  {
    slug: 'twelve-startups',
    title: 'Twelve startups join',
    summary: 'A new cohort.',
    cover: null,
    publishedOn: '2030-03-10',
  },
  {
    slug: 'new-lab',
    title: 'A new lab opens',
    summary: 'Printers and benches.',
    cover: null,
    publishedOn: '2030-02-01',
  },
];

function renderPost(path: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/news" element={<p>News list</p>} />
        <Route path="/news/:slug" element={<NewsPostPage />} />
      </Routes>
      <LocationProbe />
    </>,
    { route: path },
  );
}

describe('NewsPage', () => {
  it('lists the published posts with their dates, each title linking to its page', async () => {
    server.use(http.get('*/api/news', () => HttpResponse.json({ items: SUMMARIES })));
    renderWithProviders(<NewsPage />, { route: '/news' });
    expect(screen.getByRole('heading', { level: 1, name: 'News from the centre' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Twelve startups join' })).toHaveAttribute(
      'href',
      '/news/twelve-startups',
    );
    expect(screen.getByText('10 March 2030')).toHaveAttribute('datetime', '2030-03-10');
    expect(screen.getByRole('link', { name: 'Follow the news feed (Atom)' })).toHaveAttribute(
      'href',
      '/news.xml',
    );
    expect(document.title).toBe('News | Innovation & Incubation Centre');
  });

  it('says when there is no news, and offers a retry when it cannot be loaded', async () => {
    server.use(http.get('*/api/news', () => HttpResponse.json({ items: [] })));
    const { unmount } = renderWithProviders(<NewsPage />, { route: '/news' });
    expect(await screen.findByText('No news yet')).toBeInTheDocument();
    unmount();
    server.use(http.get('*/api/news', () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    renderWithProviders(<NewsPage />, { route: '/news' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The news could not be loaded.');
  });
});

describe('NewsPostPage', () => {
  it('shows the post with the HTML the server rendered', async () => {
    const post: NewsPost = {
      ...SUMMARIES[0]!,
      bodyHtml: '<h2>Who</h2>\n<ul>\n<li>Five <strong>deep-tech</strong> teams</li>\n</ul>\n',
      updatedAt: '2026-03-10T00:00:00.000Z',
    };
    server.use(http.get('*/api/news/twelve-startups', () => HttpResponse.json(post)));
    renderPost('/news/twelve-startups');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Twelve startups join' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Who' })).toBeInTheDocument();
    expect(screen.getByText('deep-tech').tagName).toBe('STRONG');
    expect(document.title).toBe('Twelve startups join | Innovation & Incubation Centre');
  });

  it('shows "page not found" for an unknown or draft post and a malformed address, linking to the list', async () => {
    server.use(
      http.get('*/api/news/gone', () => HttpResponse.json({ message: 'Post not found' }, { status: 404 })),
    );
    for (const path of ['/news/gone', '/news/Not_A_Slug']) {
      const { unmount } = renderPost(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/news');
      expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
      expect(screen.getByTestId('path')).toHaveTextContent(path);
      expect(document.title).toBe('Page not found | Innovation & Incubation Centre');
      unmount();
    }
  });
});
