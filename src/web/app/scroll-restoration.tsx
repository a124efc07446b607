import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** The login panel opens over the home page: moving between `/` and `/login` keeps the page where it is. */
const overlaysHome = (from: string, to: string) =>
  (from === '/' && to === '/login') || (from === '/login' && to === '/');

/** New pages start at the top; a `/#section` address scrolls to that section once it exists. */
export function ScrollRestoration() {
  const { pathname, hash } = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    if (hash) {
      document.getElementById(hash.slice(1))?.scrollIntoView();
      return;
    }
    if (from !== null && overlaysHome(from, pathname)) return;
    window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
