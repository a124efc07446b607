import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { clearStoredUser, USER_STORAGE_KEY, useStoredUser } from '#web/lib/stored-user';
import { forgetCurrentUser } from './current-user';
import { authKeys } from './query-keys';

/**
 * Keeps the stored display copy honest, once the page is hydrated:
 * a corrupt stored user is removed and sends the visitor to /login (docs/product.md#stored-user-copy), and a
 * sign-in or sign-out in another tab is picked up here.
 */
export function StoredUserCheck() {
  const stored = useStoredUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (stored.status !== 'corrupt') return;
    clearStoredUser();
    if (pathname !== '/login') navigate('/login', { replace: true });
  }, [stored.status, pathname, navigate]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== USER_STORAGE_KEY && event.key !== null) return;
      if (event.newValue === null) forgetCurrentUser(queryClient);
      else void queryClient.invalidateQueries({ queryKey: authKeys.me });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);

  return null;
}
