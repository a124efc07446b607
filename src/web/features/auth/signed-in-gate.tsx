import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { UserProfile } from '#common/auth';
import { PageSpinner, QueryStates } from '#web/components/ui/status';
import { useCurrentUser } from './current-user';
import { useRequireLogin, type LoginRequest } from './login-redirect';

/**
 * The content of a page for signed-in users (docs/product.md#sign-in-gate): it always asks the server who
 * is signed in; while asking a spinner, if the check fails `failure` with Try again, and a visitor who is
 * not signed in goes to the login panel (replacing this page in the history) with `login`'s notice and way
 * back. A user who signs out on the page goes home (docs/product.md#sign-out).
 */
export function SignedInGate({
  login,
  loadingLabel,
  failure,
  children,
}: {
  /** Why the page needs a sign-in and where to come back to: the login panel says the one, returns to the other. */
  login: Required<LoginRequest>;
  loadingLabel: string;
  failure: string;
  children: (user: UserProfile) => ReactNode;
}) {
  const me = useCurrentUser({ required: true });
  const requireLogin = useRequireLogin();
  const navigate = useNavigate();
  const signedIn = Boolean(me.data);
  const signedOut = me.data === null;
  const { notice, returnTo } = login;
  // Whether this page has shown a user: signing out here (Logout goes home) or in another tab then leads
  // home, not to the login panel, even when the cache hears of it before the router does.
  const hadUser = useRef(false);

  useEffect(() => {
    if (signedIn) hadUser.current = true;
    else if (signedOut && hadUser.current) navigate('/', { replace: true });
    else if (signedOut) requireLogin({ notice, returnTo }, { replace: true });
  }, [signedIn, signedOut, notice, returnTo, requireLogin, navigate]);

  return (
    <QueryStates
      // Signed out is a wait too: the effect above is on its way to the login panel (or home).
      query={{ ...me, isPending: me.isPending || signedOut }}
      failure={failure}
      pending={<PageSpinner label={signedOut ? 'Opening the login panel' : loadingLabel} />}
    >
      {(user) => user && children(user)}
    </QueryStates>
  );
}
