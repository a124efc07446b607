import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preferReducedMotion } from '#web/test-support/match-media';
import { AnimatedCounter } from './animated-counter';

/** An IntersectionObserver that reports nothing until the test says the counter scrolled into view. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  enterView() {
    const entries = this.targets.map(
      (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function parts(container: HTMLElement) {
  const visible = container.querySelector('[aria-hidden="true"]');
  const spoken = container.querySelector('.sr-only');
  if (!visible || !spoken) throw new Error('counter markup not found');
  return { visible, spoken };
}

describe('AnimatedCounter', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the final value at once when reduced motion is preferred', () => {
    preferReducedMotion();
    const { container } = render(<AnimatedCounter value={100} durationSeconds={2} />);
    const { visible, spoken } = parts(container);
    // Nothing has scrolled into view, yet the figure is already final.
    expect(visible).toHaveTextContent(/^100\+$/);
    expect(spoken).toHaveTextContent(/^100\+$/);
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });

  it('starts at 0 and waits until it scrolls into view, while screen readers already get the final value', () => {
    const { container } = render(<AnimatedCounter value={75} durationSeconds={3} />);
    const { visible, spoken } = parts(container);
    expect(visible).toHaveTextContent(/^0\+$/);
    expect(spoken).toHaveTextContent(/^75\+$/);
    expect(FakeIntersectionObserver.instances).toHaveLength(1);
    expect(FakeIntersectionObserver.instances[0]!.targets).toEqual([container.firstElementChild]);
  });

  it('counts up over its duration once visible and stops at the value; the spoken text never changes', () => {
    vi.useFakeTimers();
    const { container } = render(<AnimatedCounter value={50} durationSeconds={2.5} />);
    const { visible, spoken } = parts(container);
    const observer = FakeIntersectionObserver.instances[0]!;

    act(() => observer.enterView());
    expect(observer.disconnected).toBe(true);

    act(() => vi.advanceTimersByTime(1000));
    const midway = Number(visible.textContent?.replace('+', ''));
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(50);
    expect(spoken).toHaveTextContent(/^50\+$/);

    // Eased (fast, then slow): still short of the value at 1.5 s of 2.5 s ...
    act(() => vi.advanceTimersByTime(500));
    const later = Number(visible.textContent?.replace('+', ''));
    expect(later).toBeGreaterThan(midway);
    expect(later).toBeLessThan(50);

    // ... and exactly there once the 2.5 s are over.
    act(() => vi.advanceTimersByTime(1100));
    expect(visible).toHaveTextContent(/^50\+$/);
    act(() => vi.advanceTimersByTime(5000));
    expect(visible).toHaveTextContent(/^50\+$/);
    expect(spoken).toHaveTextContent(/^50\+$/);
  });

  // Whether the fallback jumps or animates is the component's choice; it must not wait for a visibility that never comes.
  it('without IntersectionObserver, reaches the value within its duration', () => {
    vi.unstubAllGlobals();
    vi.stubGlobal('IntersectionObserver', undefined);
    vi.useFakeTimers();
    const { container } = render(<AnimatedCounter value={100} durationSeconds={2} />);
    const { visible, spoken } = parts(container);
    expect(spoken).toHaveTextContent(/^100\+$/);

    act(() => vi.advanceTimersByTime(2100));
    expect(visible).toHaveTextContent(/^100\+$/);
    expect(spoken).toHaveTextContent(/^100\+$/);
  });
});
