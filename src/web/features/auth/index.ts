/**
 * What other parts of the web client may use from the auth feature. Only light modules here:
 * the login panel itself is loaded on demand from './login-dialog'.
 */
export { AccountMenu, MobileAccountLinks, type AreaLinks } from './account-menu';
export { useLogout } from './api/logout';
export { forgetCurrentUser, rememberCurrentUser, useCurrentUser, useDisplayUser } from './current-user';
export { authKeys } from './query-keys';
export { readLoginRequest, safeReturnPath, useRequireLogin, type LoginRequest } from './login-redirect';
export { SignedInGate } from './signed-in-gate';
export { SignedInPage } from './signed-in-page';
export { StoredUserCheck } from './stored-user-check';
