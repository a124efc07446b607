import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { useReducedMotion } from '#web/lib/use-reduced-motion';
import { Icon } from './icons';

interface CarouselProps<T> {
  items: T[];
  label: string;
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T) => string | number;
  intervalMs?: number;
  className?: string;
  tone?: 'light' | 'dark';
}

/** The index after `index` moving by `step`, wrapping at both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/**
 * A carousel that advances every 5 s and wraps around (docs/product.md#carousels), pauses on
 * hover, on keyboard focus, by its pause button, and never moves by itself for
 * visitors who prefer reduced motion. Slides cross-fade through classes only,
 * so prerendered markup needs no inline styles (CSP forbids them).
 */
export function Carousel<T>({
  items,
  label,
  renderItem,
  getKey,
  intervalMs = 5000,
  className = '',
  tone = 'light',
}: CarouselProps<T>) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useReducedMotion();
  const regionId = useId();
  const count = items.length;
  const current = Math.min(index, Math.max(count - 1, 0));
  const autoplay = count > 1 && !paused && !hovered && !focused && !reducedMotion;

  const go = useCallback((step: number) => setIndex((value) => wrapIndex(value, step, count)), [count]);

  useEffect(() => {
    if (!autoplay) return;
    const timer = window.setInterval(() => go(1), intervalMs);
    return () => window.clearInterval(timer);
  }, [autoplay, go, intervalMs, current]);

  if (count === 0) return null;
  const dark = tone === 'dark';
  const control = dark
    ? 'bg-white/15 text-white hover:bg-white/25'
    : 'bg-white text-ink shadow hover:bg-slate-100 border border-slate-200';

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={`relative ${className}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div id={regionId} className="grid" aria-live={autoplay ? 'off' : 'polite'}>
        {items.map((item, itemIndex) => {
          const active = itemIndex === current;
          return (
            <div
              key={getKey(item)}
              role="group"
              aria-roledescription="slide"
              aria-label={`${itemIndex + 1} of ${count}`}
              aria-hidden={!active}
              inert={!active}
              className={`slide-fade col-start-1 row-start-1 ${active ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
            >
              {renderItem(item, itemIndex)}
            </div>
          );
        })}
      </div>

      {count > 1 && (
        <div className="mt-4 flex flex-wrap items-center justify-center gap-x-3 gap-y-2">
          <button
            type="button"
            onClick={() => go(-1)}
            aria-controls={regionId}
            aria-label="Previous slide"
            className={`flex h-10 w-10 items-center justify-center rounded-full ${control}`}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <div className="flex items-center gap-1">
            {items.map((item, dotIndex) => (
              <button
                key={getKey(item)}
                type="button"
                onClick={() => setIndex(dotIndex)}
                aria-controls={regionId}
                aria-label={`Go to slide ${dotIndex + 1}`}
                aria-current={dotIndex === current ? 'true' : undefined}
                className="flex h-8 w-8 items-center justify-center"
              >
                <span
                  aria-hidden="true"
                  className={`block h-2.5 rounded-full transition-all ${
                    dotIndex === current
                      ? `w-6 ${dark ? 'bg-accent' : 'bg-brand'}`
                      : `w-2.5 ${dark ? 'bg-white/50' : 'bg-slate-400'}`
                  }`}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            onClick={() => go(1)}
            aria-controls={regionId}
            aria-label="Next slide"
            className={`flex h-10 w-10 items-center justify-center rounded-full ${control}`}
          >
            <span aria-hidden="true">›</span>
          </button>
          {!reducedMotion && (
            <button
              type="button"
              onClick={() => setPaused((value) => !value)}
              aria-label={paused ? 'Play slideshow' : 'Pause slideshow'}
              className={`ml-2 flex h-10 w-10 items-center justify-center rounded-full text-sm ${control}`}
            >
              <Icon name={paused ? 'play' : 'pause'} className="h-4 w-4" />
            </button>
          )}
        </div>
      )}
    </section>
  );
}
