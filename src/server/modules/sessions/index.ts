/** What plugins, features and other modules may use from the sessions module; everything else in this folder is internal. */
export { createSession, endSession, resolveSession, SESSION_ABSOLUTE_MS } from './sessions';
