import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preferReducedMotion } from '#web/test-support/match-media';
import { Carousel, wrapIndex } from './carousel';

describe('wrapIndex', () => {
  it('moves forward and backward inside the range', () => {
    expect(wrapIndex(0, 1, 4)).toBe(1);
    expect(wrapIndex(2, 1, 4)).toBe(3);
    expect(wrapIndex(2, -1, 4)).toBe(1);
  });

  it('wraps from the last index to the first going forward', () => {
    expect(wrapIndex(3, 1, 4)).toBe(0);
  });

  it('wraps from the first index to the last going backward', () => {
    expect(wrapIndex(0, -1, 4)).toBe(3);
  });

  it('handles steps larger than the count in both directions', () => {
    expect(wrapIndex(1, 9, 4)).toBe(2);
    expect(wrapIndex(1, -9, 4)).toBe(0);
  });

  it('always answers 0 for a single item', () => {
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, -1, 1)).toBe(0);
  });

  it('answers 0 when there are no items (no NaN from a modulo by zero)', () => {
    expect(wrapIndex(0, 1, 0)).toBe(0);
    expect(wrapIndex(3, -1, 0)).toBe(0);
  });
});

const SLIDES = ['Labs', 'Hackathons', 'Pitch days'];

function renderCarousel(items: string[] = SLIDES) {
  return render(
    <div>
      <Carousel
        label="Life at the centre"
        items={items}
        getKey={(item) => item}
        renderItem={(item) => <p>{item}</p>}
      />
      <button type="button">Outside</button>
    </div>,
  );
}

/** All slides, including the ones hidden from assistive technology. */
const slides = () => screen.getAllByRole('group', { hidden: true });

/** The one slide not hidden from assistive technology; fails if there are zero or several. */
function activeSlide() {
  return screen.getByRole('group');
}

function expectActive(position: number, count = SLIDES.length) {
  const active = activeSlide();
  expect(active).toHaveAccessibleName(`${position} of ${count}`);
  expect(active).toHaveTextContent(SLIDES[position - 1]!);
  expect(active).toHaveAttribute('aria-hidden', 'false');
  expect(active).not.toHaveAttribute('inert');
  for (const slide of slides()) {
    if (slide !== active) {
      expect(slide).toHaveAttribute('aria-hidden', 'true');
      expect(slide).toHaveAttribute('inert');
    }
  }
  const dots = screen.getAllByRole('button', { name: /^Go to slide \d+$/ });
  dots.forEach((dot, index) => {
    if (index === position - 1) expect(dot).toHaveAttribute('aria-current', 'true');
    else expect(dot).not.toHaveAttribute('aria-current');
  });
}

describe('Carousel', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('labels the carousel and each slide "i of N", showing the first slide', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Life at the centre' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(slides().map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    for (const slide of slides()) expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    expect(screen.getAllByRole('button', { name: /^Go to slide \d+$/ })).toHaveLength(3);
    expectActive(1);
  });

  it('moves with the next and previous buttons and wraps at both ends', async () => {
    const user = userEvent.setup();
    renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expectActive(2);
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expectActive(3);
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expectActive(1);
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expectActive(3);
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expectActive(2);
  });

  it('jumps to a slide with its dot and marks that dot as current', async () => {
    const user = userEvent.setup();
    renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expectActive(3);
    await user.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    expectActive(2);
  });

  it('controls point at the slide region', () => {
    renderCarousel();
    const regionId = screen.getByRole('button', { name: 'Next slide' }).getAttribute('aria-controls');
    expect(regionId).toBeTruthy();
    const region = document.getElementById(regionId!);
    expect(region).not.toBeNull();
    expect(within(region!).getAllByRole('group', { hidden: true })).toHaveLength(3);
  });

  it('auto-advances every 5000 ms and wraps from the last slide to the first', () => {
    vi.useFakeTimers();
    renderCarousel();
    act(() => vi.advanceTimersByTime(4999));
    expectActive(1);
    act(() => vi.advanceTimersByTime(1));
    expectActive(2);
    act(() => vi.advanceTimersByTime(5000));
    expectActive(3);
    act(() => vi.advanceTimersByTime(5000));
    expectActive(1);
  });

  it('announces nothing while it plays by itself and politely once it stops', () => {
    vi.useFakeTimers();
    renderCarousel();
    const live = slides()[0]!.parentElement!;
    expect(live).toHaveAttribute('aria-live', 'off');
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    expect(live).toHaveAttribute('aria-live', 'polite');
  });

  // Waits below are 12 s: without the pause that is two steps (slide 3), never a full
  // loop back to the slide the test expects.
  // user-event cannot drive these two: Testing Library's async wrapper waits on a
  // setTimeout(0) that only advances under Jest's fake timers, so with Vitest's it
  // never resolves. fireEvent and focus() dispatch the same DOM events synchronously.
  it('pauses while the pointer is over it and resumes when it leaves', () => {
    vi.useFakeTimers();
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Life at the centre' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(12000));
    expectActive(1);
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(5000));
    expectActive(2);
  });

  it('pauses while keyboard focus is inside it and resumes when focus leaves', () => {
    vi.useFakeTimers();
    renderCarousel();
    act(() => screen.getByRole('button', { name: 'Previous slide' }).focus());
    act(() => vi.advanceTimersByTime(12000));
    expectActive(1);
    // Moving focus between controls inside the carousel keeps it paused.
    act(() => screen.getByRole('button', { name: 'Go to slide 2' }).focus());
    act(() => vi.advanceTimersByTime(12000));
    expectActive(1);
    act(() => screen.getByRole('button', { name: 'Outside' }).focus());
    act(() => vi.advanceTimersByTime(5000));
    expectActive(2);
  });

  it('stops with the pause button and starts again with the play button', () => {
    vi.useFakeTimers();
    renderCarousel();
    // fireEvent does not focus or hover, so only the pause state can stop the slides here.
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(12000));
    expectActive(1);
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => vi.advanceTimersByTime(5000));
    expectActive(2);
  });

  it('restarts the 5 s wait after a manual move', () => {
    vi.useFakeTimers();
    renderCarousel();
    act(() => vi.advanceTimersByTime(4000));
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expectActive(3);
    act(() => vi.advanceTimersByTime(4000));
    expectActive(3);
    act(() => vi.advanceTimersByTime(1000));
    expectActive(1);
  });

  it('never auto-advances and offers no pause button when reduced motion is preferred', () => {
    preferReducedMotion();
    vi.useFakeTimers();
    renderCarousel();
    expect(screen.queryByRole('button', { name: /slideshow/ })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(12000));
    expectActive(1);
    // Manual controls still work.
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expectActive(2);
    act(() => vi.advanceTimersByTime(12000));
    expectActive(2);
  });

  it('shows a single slide without controls and never moves', () => {
    vi.useFakeTimers();
    renderCarousel(['Only one']);
    expect(screen.getByRole('group')).toHaveAccessibleName('1 of 1');
    expect(screen.queryByRole('button', { name: /slide/ })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(15000));
    expect(screen.getByRole('group')).toHaveTextContent('Only one');
  });

  it('renders nothing without items', () => {
    renderCarousel([]);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { hidden: true })).not.toBeInTheDocument();
  });
});
