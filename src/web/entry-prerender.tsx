import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from '#web/app/app-routes';
import { Providers } from '#web/app/providers';

/**
 * Renders one route to HTML at build time; the browser hydrates it
 * (docs/decisions/011-prerendering-with-react-dom-static.md). `prerender` waits for lazy pages, so a page
 * split out of the home bundle still arrives as full HTML.
 */
export async function render(url: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <Providers>
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
