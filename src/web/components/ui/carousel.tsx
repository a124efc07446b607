import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { useReducedMotion } from '#web/lib/use-reduced-motion';
import { Icon } from './icons';
import { Button } from './button';

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
  const control = dark ? 'onDark' : 'secondary';

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
          <Button
            type="button"
            variant={control}
            size="icon"
            onClick={() => go(-1)}
            aria-controls={regionId}
            aria-label="Previous slide"
          >
            <span aria-hidden="true">‹</span>
          </Button>
          <div className="flex items-center gap-1">
            {items.map((item, dotIndex) => (
              <Button
                key={getKey(item)}
                type="button"
                variant="plain"
                size="dot"
                onClick={() => setIndex(dotIndex)}
                aria-controls={regionId}
                aria-label={`Go to slide ${dotIndex + 1}`}
                aria-current={dotIndex === current ? 'true' : undefined}
              >
                <span
                  aria-hidden="true"
                  className={`block h-2.5 rounded-full transition-all ${
                    dotIndex === current
                      ? `w-6 ${dark ? 'bg-accent' : 'bg-brand'}`
                      : `w-2.5 ${dark ? 'bg-white/50' : 'bg-slate-400'}`
                  }`}
                />
              </Button>
            ))}
          </div>
          <Button
            type="button"
            variant={control}
            size="icon"
            onClick={() => go(1)}
            aria-controls={regionId}
            aria-label="Next slide"
          >
            <span aria-hidden="true">›</span>
          </Button>
          {!reducedMotion && (
            <Button
              type="button"
              variant={control}
              size="icon"
              className="ml-2"
              onClick={() => setPaused((value) => !value)}
              aria-label={paused ? 'Play slideshow' : 'Pause slideshow'}
            >
              <Icon name={paused ? 'play' : 'pause'} className="h-4 w-4" />
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
