import type { UserProfile } from '#common/auth';
import { ApiError, callApi } from '#web/lib/api-client';
import { clearStoredUser, writeStoredUser } from '#web/lib/stored-user';

// Every page's navbar asks at its first paint when this browser remembers a user: the declaration loads
// with the first call (docs/performance.md#front-end-budgets).
const me = () => import('#common/auth-endpoints').then((module) => module.authEndpoints.me);

/** The signed-in user, or null when nobody is (401 is an answer, not an error). */
export async function getMe(): Promise<UserProfile | null> {
  try {
    const user = await callApi(me);
    writeStoredUser(user);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      clearStoredUser();
      return null;
    }
    throw error;
  }
}
