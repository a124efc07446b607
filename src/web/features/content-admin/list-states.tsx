import type { ReactNode } from 'react';
import { EmptyState, QueryStates } from '#web/components/ui/status';

/** Loading, error and empty states shared by the content lists. */
export function ListStates({
  query,
  what,
  emptyTitle,
  children,
}: {
  query: { isPending: boolean; isError: boolean; data?: unknown[]; refetch: () => unknown };
  what: string;
  emptyTitle: string;
  children: ReactNode;
}) {
  return (
    <QueryStates
      query={query}
      what={what}
      isEmpty={(data) => data.length === 0}
      empty={<EmptyState title={emptyTitle} />}
    >
      {() => children}
    </QueryStates>
  );
}

export function SectionHeader({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h3 id={id} tabIndex={-1} className="text-lg font-bold text-ink focus:outline-none">
        {title}
      </h3>
      {children}
    </div>
  );
}

export function Thumbnail({ image }: { image: { src: string; srcSet: string } | null }) {
  return image ? (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes="48px"
      width={48}
      height={48}
      alt=""
      loading="lazy"
      className="h-12 w-12 flex-none rounded-lg object-cover"
    />
  ) : (
    <span aria-hidden="true" className="h-12 w-12 flex-none rounded-lg bg-slate-200" />
  );
}
