import { Button } from './button';

/**
 * Previous / next pages of a paged list, with "Page n of m" between them; nothing when everything fits on
 * one page.
 */
export function Pager({
  label,
  page,
  total,
  pageSize,
  onPage,
  previous = 'Previous',
  next = 'Next',
  className,
}: {
  /** The navigation landmark's name, e.g. "Pages of people". */
  label: string;
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  previous?: string;
  next?: string;
  /** Replaces the default layout: Previous and Next at either end, the count between them (on phones, above). */
  className?: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className={className ?? 'flex flex-wrap items-center justify-between gap-3'}>
      <Button
        type="button"
        variant="secondary"
        className="whitespace-nowrap"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {previous}
      </Button>
      <span
        className={`text-sm text-slate-700 ${className ? '' : 'order-first w-full text-center sm:order-none sm:w-auto'}`}
      >
        Page {page} of {pages}
      </span>
      <Button
        type="button"
        variant="secondary"
        className="whitespace-nowrap"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {next}
      </Button>
    </nav>
  );
}
