import { SCROLL } from '#common/routes';
import { prefersReducedMotion } from './use-reduced-motion';

/** How long to wait for a section that is not on the page yet (the home page still loading). */
const APPEAR_TIMEOUT_MS = 5000;
/**
 * After arriving, the section is held in place while the page changes around it, until the person acts or
 * leaves, and never longer than this: a list, picture or font above it may arrive late on a slow connection.
 */
const HOLD_TIMEOUT_MS = 60_000;
/** Anything the person does to scroll themselves, or leaving the page, ends the hold at once. */
const OWN_SCROLLING = ['wheel', 'touchstart', 'keydown', 'mousedown', 'popstate', 'pagehide'] as const;

let stopRunning: (() => void) | null = null;

/** Where the window must be for the section's top to sit just below the fixed navbar (measured each time). */
function restingPlace(target: HTMLElement): number {
  const bottom = document.documentElement.scrollHeight - window.innerHeight;
  const header = document.querySelector('header');
  const navbar = header ? header.getBoundingClientRect().bottom : -SCROLL.offsetPx;
  const wanted = target.getBoundingClientRect().top + window.scrollY - navbar;
  return Math.max(0, Math.min(wanted, bottom));
}

function waitForElement(id: string): Promise<HTMLElement | null> {
  const found = document.getElementById(id);
  if (found) return Promise.resolve(found);
  return new Promise((resolve) => {
    const finish = (element: HTMLElement | null) => {
      observer.disconnect();
      window.clearTimeout(timer);
      resolve(element);
    };
    const observer = new MutationObserver(() => {
      const element = document.getElementById(id);
      if (element) finish(element);
    });
    const timer = window.setTimeout(() => finish(null), APPEAR_TIMEOUT_MS);
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/**
 * Scrolls to a home-page section (docs/product.md#section-scrolling): 500 ms, the section's top just below
 * the fixed navbar, keyboard focus moved there. It lands exactly whatever loads late: the destination is
 * measured again on every frame, and after arriving a ResizeObserver puts the section back in place while
 * pictures, lists and lazy sections above it change height, until the person scrolls, types, clicks or
 * leaves (or a minute passes): how late the last of them arrives is not known, and a hold that ended on a
 * guess left the section a few pixels low on a slow machine.
 */
export async function scrollToSection(id: string): Promise<void> {
  stopRunning?.();
  const found = await waitForElement(id);
  if (!found) return;
  stopRunning?.();
  let target = found;
  // Coming from another page, the old page may still be on screen for a moment: follow the id to the new one.
  const section = () => (target.isConnected ? target : (target = document.getElementById(id) ?? target));

  const duration = prefersReducedMotion() ? 0 : SCROLL.durationMs;
  const from = window.scrollY;
  let began: number | null = null;
  let frame = 0;
  let deadline: number | undefined;
  let resizes: ResizeObserver | undefined;
  let stopped = false;

  const stop = () => {
    stopped = true;
    window.cancelAnimationFrame(frame);
    resizes?.disconnect();
    window.clearTimeout(deadline);
    for (const type of OWN_SCROLLING) window.removeEventListener(type, stop);
    if (stopRunning === stop) stopRunning = null;
  };
  stopRunning = stop;
  for (const type of OWN_SCROLLING) window.addEventListener(type, stop, { passive: true });

  const putInPlace = () => {
    if (stopped) return;
    // Gone with its page (another page shown without a click, such as by the browser's Back).
    if (!section().isConnected) return stop();
    window.scrollTo({ top: restingPlace(section()), behavior: 'instant' });
  };
  const focusSection = () => {
    const landed = section();
    if (!landed.hasAttribute('tabindex')) landed.setAttribute('tabindex', '-1');
    if (document.activeElement !== landed) landed.focus({ preventScroll: true });
  };
  const hold = () => {
    putInPlace();
    focusSection();
    resizes = new ResizeObserver(putInPlace);
    // The page's height changes when anything in it grows; what stands beside the section and beside each of
    // its containers covers a change above it that another one below makes up for.
    resizes.observe(document.body);
    // The navbar's own height decides where the section must sit (a late logo or account button).
    const header = document.querySelector('header');
    if (header) resizes.observe(header);
    for (let node: Element = target; node.parentElement && node !== document.body; node = node.parentElement)
      for (const sibling of node.parentElement.children) if (sibling !== node) resizes.observe(sibling);
    deadline = window.setTimeout(stop, HOLD_TIMEOUT_MS);
  };
  const step = (now: number) => {
    if (stopped) return;
    began ??= now;
    const progress = duration === 0 ? 1 : Math.min(1, (now - began) / duration);
    window.scrollTo({
      top: from + (restingPlace(section()) - from) * easeInOutCubic(progress),
      behavior: 'instant',
    });
    if (progress < 1) frame = window.requestAnimationFrame(step);
    else hold();
  };

  focusSection();
  frame = window.requestAnimationFrame(step);
}
