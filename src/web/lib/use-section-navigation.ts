import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SCROLL } from '#common/routes';
import { scrollToSection } from './scroll-to-section';

/** Goes to a home section: straight there on `/`, otherwise to `/` first and then, after 100 ms, down. */
export function useSectionNavigation() {
  const location = useLocation();
  const navigate = useNavigate();
  const queries = useQueryClient();
  return useCallback(
    (section: string) => {
      // The home page's lists still on their way can move the section after it has arrived.
      const options = { stillLoading: () => queries.isFetching() > 0 };
      if (location.pathname === '/') {
        void scrollToSection(section, options);
        return;
      }
      navigate('/');
      window.setTimeout(() => void scrollToSection(section, options), SCROLL.delayAfterNavigateMs);
    },
    [location.pathname, navigate, queries],
  );
}
