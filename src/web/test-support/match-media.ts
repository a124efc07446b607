import { onTestFinished } from 'vitest';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Inside a test: makes `matchMedia('(prefers-reduced-motion: reduce)')` match
 * until that test ends; every other query keeps answering `matches: false`.
 */
export function preferReducedMotion(): void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      matches: query === REDUCED_MOTION,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  onTestFinished(() => {
    window.matchMedia = original;
  });
}
