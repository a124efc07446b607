import { EVENT_CATEGORY_LABELS } from '#common/events-constants';
import type { EventCategory } from '#common/events';

/**
 * docs/product.md#event-categories: the badge's colour differs per category (all pairs meet WCAG AA
 * contrast).
 */
const COLOURS: Record<EventCategory, string> = {
  workshop: 'bg-sky-100 text-sky-900 ring-sky-300',
  hackathon: 'bg-violet-100 text-violet-900 ring-violet-300',
  seminar: 'bg-amber-100 text-amber-900 ring-amber-300',
  networking: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  Funding: 'bg-rose-100 text-rose-900 ring-rose-300',
  Accelerator: 'bg-indigo-100 text-indigo-900 ring-indigo-300',
};

export function CategoryBadge({ category }: { category: EventCategory }) {
  return (
    <span
      data-category={category}
      className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-bold uppercase tracking-wide ring-1 ${COLOURS[category] ?? COLOURS.workshop}`}
    >
      {EVENT_CATEGORY_LABELS[category] ?? category}
    </span>
  );
}
