import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React hydrates prerendered HTML, true afterwards (and always on pages rendered in the
 * browser). Data a page may already hold in an external cache (a signed-in user's profile that
 * arrived while another part of the page hydrated) must wait for it, or the first render differs
 * from the prerendered HTML and React throws that HTML away.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
