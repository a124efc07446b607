/** What plugins, features and other modules may use from the one-time-codes module; everything else in this folder is internal. */
export { cooldownSeconds, issueCode, verifyCode, withdrawCode, type IssuedCode } from './one-time-codes';
