import { useEffect } from 'react';
import { HYDRATED_ATTRIBUTE } from '#common/page-markers';

/**
 * Marks the document once the page it sits in has hydrated, from inside that page's own Suspense boundary
 * (a boundary hydrates on its own, after the rest). Until then a click on a prerendered link or button is
 * the browser's, not the app's; the browser tests wait for this mark before they act.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  return null;
}
