import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SCROLL } from '#common/routes';
import { scrollToSection } from './scroll-to-section';

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
