import { Suspense, useEffect, type ReactNode } from 'react';
import { HYDRATED_ATTRIBUTE } from '#common/page-markers';

/**
 * Parts of the shown page that hydrate on their own once their chunk arrives (the footer, home below the hero):
 * until each has, a click on its prerendered buttons is the browser's, not the app's.
 */
const partsWaiting = new Set<string>();
let pageHydrated = false;

function markWhenAllHydrated() {
  if (pageHydrated && partsWaiting.size === 0) document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
}

/**
 * Marks the document once the page it sits in has hydrated, from inside that page's own Suspense boundary
 * (a boundary hydrates on its own, after the rest), and every part that `LaterPart` wraps has too. Until then a
 * click on a prerendered link or button is the browser's, not the app's; the browser tests wait for this mark
 * before they act.
 */
export function HydrationMark() {
  useEffect(() => {
    pageHydrated = true;
    markWhenAllHydrated();
  }, []);
  return null;
}

function PartHydrated({ name }: { name: string }) {
  useEffect(() => {
    partsWaiting.delete(name);
    markWhenAllHydrated();
  }, [name]);
  return null;
}

/**
 * A lazily loaded part of the page (docs/performance.md#front-end-budgets) in a Suspense boundary of its own
 * that the hydration mark waits for. `name` is the part's, one per place on the page.
 */
export function LaterPart({
  name,
  fallback,
  children,
}: {
  name: string;
  fallback: ReactNode;
  children: ReactNode;
}) {
  // Registered while the eager parent renders, before the boundary can hydrate (not when prerendering, where
  // there is no document); a Set keeps a second render from counting the part twice.
  if (typeof document !== 'undefined' && !document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE))
    partsWaiting.add(name);
  return (
    <Suspense fallback={fallback}>
      {children}
      <PartHydrated name={name} />
    </Suspense>
  );
}
