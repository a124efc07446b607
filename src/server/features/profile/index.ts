/** What src/server/app.ts and other features may use from the profile feature; everything else in this folder is internal. */
export { userRoutes } from './routes';
export { displayNameRoutes } from './display-name-routes';
