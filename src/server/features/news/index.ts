/** What src/server/app.ts and other features may use from the news feature; everything else in this folder is internal. */
export { findNewsForPage, loadNewsList, newsHead, newsListStructuredData, newsPreviewHtml } from './page';
export { listPublishedNews } from './repository';
export { newsRoutes } from './routes';
export { centreToday } from './today';
