import { SCROLL } from '#common/routes';
import { prefersReducedMotion } from './use-reduced-motion';

/**
 * Smoothly scrolls to a home-page section (500 ms, 70 px above it for the fixed
 * navbar) and moves keyboard focus there. react-scroll loads on first use only.
 */
export async function scrollToSection(id: string): Promise<void> {
  const target = document.getElementById(id);
  if (!target) return;
  const reduced = prefersReducedMotion();
  const { scroller } = await import('react-scroll');
  scroller.scrollTo(id, {
    duration: reduced ? 0 : SCROLL.durationMs,
    smooth: !reduced,
    offset: SCROLL.offsetPx,
  });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
