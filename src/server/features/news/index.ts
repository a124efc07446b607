/** What src/server/app.ts and other features may use from the news feature; everything else in this folder is internal. */
export { findNewsForPage, loadNewsList, newsHead, newsListStructuredData, newsPreviewHtml } from './page';
export { listPublishedNews } from './repository';
export { newsRoutes } from './routes';
export { centreToday } from './today';
// A startup's page lists the posts that name it (docs/product.md#startup-pages).
export { newsMentioning } from './mentions';
// The demo seed (src/server/db/seed) builds its content with these.
export { insertNews } from './repository';

// The sitemap lists every public post.
export { listNewsForSitemap } from './repository';
