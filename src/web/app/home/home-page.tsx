import { lazy } from 'react';
import { SITE } from '#common/site';
import { usePageTitle } from '#web/lib/use-page-meta';
import { HeroSection } from '#web/features/hero/hero-section';
import { LaterPart } from '../hydration-mark';

// Only the hero is in the first JavaScript (docs/performance.md#front-end-budgets): the page arrives
// prerendered, so what lies below the hero is on screen before any script runs and hydrates when its chunk
// arrives. Started here, at once, rather than when React first reaches them.
const loadSections = () => import('./home-sections');
const loadInvite = () =>
  import('#web/features/calls/how-to-apply').then((module) => ({ default: module.OpenCallInvite }));
const HomeSections = lazy(loadSections);
const OpenCallInvite = lazy(loadInvite);

/**
 * Home: the sections in the order of docs/product.md#home-section-order, each with its anchor id, as teasers
 * that link to their pages (docs/product.md#home-teasers); the partners' logos, "How to apply", the founders'
 * quotes and the news sit between them without anchors of their own. On wide screens the three opportunity
 * lists stand side by side, and so do about and how to apply, mentors and team, contact and newsletter.
 */
export function HomePage() {
  usePageTitle(SITE.name);
  return (
    <>
      <HeroSection
        callToAction={
          // The same empty line the invite keeps while the calls load, so the hero does not move.
          <LaterPart name="open-call-invite" fallback={<p className="min-h-11" />}>
            <OpenCallInvite />
          </LaterPart>
        }
      />
      {/* Coming from another page the sections take a moment: the footer waits below the screen meanwhile. */}
      <LaterPart name="home-sections" fallback={<div className="min-h-screen" />}>
        <HomeSections />
      </LaterPart>
    </>
  );
}
