import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { PageData } from '#common/page-data';
import { AppRoutes } from '#web/app/app-routes';
import { createQueryClient, Providers } from '#web/app/providers';
import { newsKeys } from '#web/features/news';
import { faqKeys } from '#web/features/faq';
import { partnerKeys } from '#web/features/partners';
import { privacyKeys } from '#web/features/privacy';
import { startupKeys } from '#web/features/startups';

async function renderApp(url: string, client?: QueryClient): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <Providers client={client}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </StrictMode>,
    // React outlines a finished Suspense boundary larger than this (12.8 kB by default) behind an
    // inline script that moves it into place; the CSP forbids inline scripts, so a large lazy page
    // (contact) would be thrown away and rendered again on the client. Nothing streams here.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/**
 * Renders one route to HTML at build time; the browser hydrates it
 * (docs/decisions/011-prerendering-with-react-dom-static.md). `prerender` waits for lazy pages, so a page
 * split out of the home bundle still arrives as full HTML.
 */
export function render(url: string): Promise<string> {
  return renderApp(url);
}

/**
 * Renders a public page with its data, at request time on the server: the portfolio, a startup, the news,
 * a post and the partners arrive as their content rather than loading placeholders, and the browser starts from the
 * same query cache (docs/decisions/030-public-pages-rendered-with-their-data.md).
 */
export async function renderWithData(url: string, data: PageData): Promise<{ html: string; state: unknown }> {
  const client = createQueryClient();
  if (data.portfolio) client.setQueryData(startupKeys.list, data.portfolio);
  if (data.startup) client.setQueryData(startupKeys.detail(data.startup.slug), data.startup);
  if (data.news) client.setQueryData(newsKeys.list, data.news);
  if (data.newsPost) client.setQueryData(newsKeys.post(data.newsPost.slug), data.newsPost);
  if (data.partners) client.setQueryData(partnerKeys.list, data.partners);
  if (data.faq) client.setQueryData(faqKeys.list, data.faq);
  if (data.privacy) client.setQueryData(privacyKeys.notice, data.privacy);
  const html = await renderApp(url, client);
  return { html, state: dehydrate(client) };
}
