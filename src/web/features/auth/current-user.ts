import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { UserProfile } from '#common/auth';
import { ADMIN_DATA, MY_DATA } from '#web/lib/query-roots';
import { clearStoredUser, useStoredUser, writeStoredUser } from '#web/lib/stored-user';
import { useHydrated } from '#web/lib/use-hydrated';
import { authKeys } from './query-keys';

/** Query keys of data that belongs to the signed-in user; dropped on sign-out. */
const PRIVATE_QUERY_ROOTS = new Set<unknown>([...ADMIN_DATA, ...MY_DATA]);

// A visitor's pages never ask, so the API client loads with the first question rather than with every
// page's first script (docs/performance.md#front-end-budgets).
const getMe = () => import('./api/get-me').then((module) => module.getMe());

/** The server answered and refused (an `ApiError` under 500): asking again would get the same answer. */
function refused(error: Error): boolean {
  const status = (error as Error & { status?: unknown }).status;
  return typeof status === 'number' && status < 500;
}

/**
 * The signed-in user from GET /api/me: `data` is the profile, `null` when nobody is signed in,
 * `undefined` while unknown. Public pages ask the server only when this browser holds a stored
 * copy of a user, so anonymous visitors make no auth request at all; pages that need a user
 * pass `required` and always ask.
 */
export function useCurrentUser({ required = false }: { required?: boolean } = {}) {
  const stored = useStoredUser();
  return useQuery({
    queryKey: authKeys.me,
    queryFn: getMe,
    enabled: required || stored.status === 'present',
    staleTime: 60_000,
    retry: (failures, error) => failures < 1 && !refused(error),
  });
}

/**
 * Who to show in the navbar: the server's answer once it is in, the stored copy until then,
 * and nobody when the check failed (a failing /api/me shows the site signed out).
 */
export function useDisplayUser(): UserProfile | null {
  const stored = useStoredUser();
  const { data, isError } = useCurrentUser();
  // Prerendered pages are signed out; the cached profile may already be in before this part hydrates.
  const hydrated = useHydrated();
  if (!hydrated) return null;
  if (data !== undefined) return data;
  if (isError) return null;
  return stored.status === 'present' ? stored.user : null;
}

/** After a sign-in or a profile edit: cache the user and refresh the stored display copy. */
export function rememberCurrentUser(queryClient: QueryClient, user: UserProfile): void {
  writeStoredUser(user);
  queryClient.setQueryData(authKeys.me, user);
}

/** After a sign-out (here or in another tab): nobody is signed in and their private data is gone. */
export function forgetCurrentUser(queryClient: QueryClient): void {
  clearStoredUser();
  queryClient.setQueryData(authKeys.me, null);
  queryClient.removeQueries({ predicate: (query) => PRIVATE_QUERY_ROOTS.has(query.queryKey[0]) });
}
