import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SCROLL } from '#common/routes';

// The scrolling code loads with the first section link followed: no page needs it to show or hydrate
// (docs/performance.md#front-end-budgets).
const scrollToSection = (section: string) =>
  import('./scroll-to-section').then((module) => module.scrollToSection(section));

/** Goes to a home section: straight there on `/`, otherwise to `/` first and then, after 100 ms, down. */
export function useSectionNavigation() {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (section: string) => {
      if (location.pathname === '/') {
        void scrollToSection(section);
        return;
      }
      navigate('/');
      window.setTimeout(() => void scrollToSection(section), SCROLL.delayAfterNavigateMs);
    },
    [location.pathname, navigate],
  );
}
