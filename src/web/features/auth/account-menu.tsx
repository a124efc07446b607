import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useSyncExternalStore, type ComponentType } from 'react';
import { Link } from 'react-router-dom';
import type { UserProfile } from '#common/auth';
import { useStoredUser } from '#web/lib/stored-user';
import { useHydrated } from '#web/lib/use-hydrated';
import { authKeys } from './query-keys';

// Loaded once someone may be signed in (docs/performance.md#front-end-budgets): a visitor's pages carry
// neither the menu nor the code that asks the server who is signed in.
const UserMenu = lazy(() => import('./signed-in-menu').then((module) => ({ default: module.UserMenu })));
const MobileAccountBlock = lazy(() =>
  import('./signed-in-menu').then((module) => ({ default: module.MobileAccountBlock })),
);

/**
 * Whether this browser may be signed in: it remembers a user, or the cache holds one (a sign-in where the
 * browser refuses storage). Prerendered pages are signed out until they hydrate.
 */
function useMaybeSignedIn(): boolean {
  const stored = useStoredUser();
  const client = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => client.getQueryCache().subscribe(onChange),
    [client],
  );
  const cached = useSyncExternalStore(
    subscribe,
    () => client.getQueryData(authKeys.me) != null,
    () => false,
  );
  const hydrated = useHydrated();
  return hydrated && (stored.status === 'present' || cached);
}

function LoginLink() {
  return (
    <Link
      to="/login"
      className="rounded-full bg-accent px-5 py-2 text-sm font-semibold text-ink shadow hover:bg-amber-300"
    >
      Login
    </Link>
  );
}

/**
 * What the composition puts first in the account menu (the hub and the person's areas, from the hub
 * feature), as list items; `onNavigate` closes the menu first.
 */
export type AreaLinks = ComponentType<{
  user: UserProfile;
  onNavigate: () => void;
  linkClassName: string;
}>;

/**
 * The navbar's account corner (docs/product.md#navigation-bar): Login when signed out, the user's menu when
 * signed in: `areaLinks`, then Profile and Logout.
 */
export function AccountMenu({ areaLinks }: { areaLinks?: AreaLinks }) {
  if (!useMaybeSignedIn()) return <LoginLink />;
  return (
    // The menu button's size while its code arrives, so the bar does not move.
    <Suspense fallback={<span aria-hidden="true" className="inline-block h-10 w-10" />}>
      <UserMenu areaLinks={areaLinks} signedOut={<LoginLink />} />
    </Suspense>
  );
}

/** The same account links inside the phone menu panel; nothing when signed out (Login stays in the bar). */
export function MobileAccountLinks({
  onNavigate,
  linkClassName,
  areaLinks,
}: {
  onNavigate: () => void;
  linkClassName: string;
  areaLinks?: AreaLinks;
}) {
  if (!useMaybeSignedIn()) return null;
  return (
    <Suspense fallback={null}>
      <MobileAccountBlock onNavigate={onNavigate} linkClassName={linkClassName} areaLinks={areaLinks} />
    </Suspense>
  );
}
