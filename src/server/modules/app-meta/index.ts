/** What plugins, features and other modules may use from the app-meta module; everything else in this folder is internal. */
export { getOrCreateSecret } from './secrets';
// The demo seed (src/server/db/seed) builds its content with these.
export { claimMeta, getMeta } from './repository';
