import { useEffect, useRef, useState } from 'react';
import { useReducedMotion } from '#web/lib/use-reduced-motion';

/** Eases a number from 0 up to `value` over `durationSeconds` once it scrolls into view. */
export function AnimatedCounter({ value, durationSeconds }: { value: number; durationSeconds: number }) {
  const reducedMotion = useReducedMotion();
  const [shown, setShown] = useState(0);
  const ref = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || reducedMotion) return;
    let frame = 0;
    const run = () => {
      const start = performance.now();
      const tick = (now: number) => {
        const progress = Math.min((now - start) / (durationSeconds * 1000), 1);
        setShown(Math.round(value * (1 - Math.pow(1 - progress, 3))));
        if (progress < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    };
    if (typeof IntersectionObserver === 'undefined') {
      run();
      return () => cancelAnimationFrame(frame);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        run();
      },
      { threshold: 0.3 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value, durationSeconds, reducedMotion]);

  return (
    <span ref={ref}>
      {/* Screen readers hear the final figure, not every step of the animation. */}
      <span aria-hidden="true">{reducedMotion ? value : shown}+</span>
      <span className="sr-only">{value}+</span>
    </span>
  );
}
