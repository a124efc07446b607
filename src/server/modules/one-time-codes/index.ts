/** What plugins, features and other modules may use from the one-time-codes module; everything else in this folder is internal. */
export { issueCode, verifyCode, withdrawCode } from './one-time-codes';
