/** What src/server/app.ts may use from the moderation feature; everything else in this folder is internal. */
export { moderationRoutes } from './routes';
export { loadQueue } from './queue';
