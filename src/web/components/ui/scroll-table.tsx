import type { ReactNode } from 'react';

/**
 * The one wrapper of a wide table: on a phone the table keeps readable columns and scrolls sideways inside
 * this region, which the keyboard reaches (it takes focus, the arrow keys then scroll it) and a screen reader
 * names. `label` must differ from the heading of the section around it: two regions of one name cannot be
 * told apart (docs/product.md#wide-tables).
 */
export function ScrollTable({
  label,
  className = '',
  children,
}: {
  label: string;
  /** The frame around the table (ring, rounding, background); the scrolling is this component's. */
  className?: string;
  children: ReactNode;
}) {
  return (
    // A focusable region is how a keyboard scrolls content that holds nothing focusable itself.
    <div role="region" aria-label={label} tabIndex={0} className={`overflow-x-auto ${className}`}>
      {children}
    </div>
  );
}
