import { useEffect } from 'react';
import { SITE } from '#common/site';

/** Keeps the tab title in step with client-side navigation (prerendered pages already carry it). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title === SITE.name ? title : `${title} | ${SITE.name}`;
  }, [title]);
}
