import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** New pages start at the top; a `/#section` address scrolls to that section once it exists. */
export function ScrollRestoration() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) {
      document.getElementById(hash.slice(1))?.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
