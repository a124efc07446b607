/** What src/server/app.ts may use from the My consents feature; everything else in this folder is internal. */
export { consentRoutes } from './routes';
