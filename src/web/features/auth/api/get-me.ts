import type { UserProfile } from '#common/auth';
import { ApiError, apiRequest } from '#web/lib/api-client';
import { clearStoredUser, writeStoredUser } from '#web/lib/stored-user';

/** GET /api/me: the signed-in user, or null when nobody is (401 is an answer, not an error). */
export async function getMe(): Promise<UserProfile | null> {
  try {
    const user = await apiRequest<UserProfile>('/api/me');
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
