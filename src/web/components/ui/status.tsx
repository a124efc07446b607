import type { ReactNode } from 'react';

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-2 text-slate-600">
      <span
        aria-hidden="true"
        className="h-5 w-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export function ErrorNotice({ children, onRetry }: { children: ReactNode; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="mx-auto max-w-xl rounded-xl border border-red-200 bg-red-50 p-4 text-center text-red-800"
    >
      <p>{children}</p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="mt-3 rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800"
        >
          Try again
        </button>
      )}
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl rounded-2xl border border-dashed border-slate-300 bg-mist p-8 text-center">
      <p className="text-lg font-semibold text-ink">{title}</p>
      {children && <p className="mt-2 text-slate-600">{children}</p>}
    </div>
  );
}

interface Query<Data> {
  isPending: boolean;
  isError: boolean;
  data?: Data;
  refetch: () => unknown;
}

/**
 * What a screen shows for a query: a spinner while it loads, the failure with Try again, `empty` when
 * `isEmpty` says there is nothing, else `children` with the data. `what` ("calls") words the first two
 * ("Loading calls", "The calls could not be loaded.") unless `loading` and `failure` do.
 */
export function QueryStates<Data>({
  query,
  what,
  loading = `Loading ${what}`,
  failure = `The ${what} could not be loaded.`,
  pending = <Spinner label={loading} />,
  isEmpty,
  empty,
  children,
}: {
  query: Query<Data>;
  what?: string;
  /** The spinner's words for screen readers. */
  loading?: string;
  failure?: ReactNode;
  /** What shows while it loads (a spinner saying `loading` unless told). */
  pending?: ReactNode;
  isEmpty?: (data: Data) => boolean;
  empty?: ReactNode;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) return <>{pending}</>;
  if (query.isError || query.data === undefined)
    return <ErrorNotice onRetry={() => void query.refetch()}>{failure}</ErrorNotice>;
  if (isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}

/**
 * A query answering `{ items }` shown as a list: `QueryStates`, then an `EmptyState` titled `emptyTitle`
 * (with `emptyHint` under it) when there are no items, else one `<ul>` with each item's row.
 */
export function QueryItemList<Data extends { items: readonly unknown[] }>({
  query,
  what,
  loading,
  failure,
  emptyTitle,
  emptyHint,
  children,
}: {
  query: Query<Data>;
  what: string;
  /** As QueryStates' (worded from `what` unless told). */
  loading?: string;
  failure?: ReactNode;
  emptyTitle: string;
  emptyHint?: ReactNode;
  /** One item's row (an `<li>` or a component rendering one, with its key); `data` for the rest of the answer. */
  children: (item: Data['items'][number], data: Data) => ReactNode;
}) {
  return (
    <QueryStates
      query={query}
      what={what}
      loading={loading}
      failure={failure}
      isEmpty={(data) => data.items.length === 0}
      empty={<EmptyState title={emptyTitle}>{emptyHint}</EmptyState>}
    >
      {(data) => <ul className="space-y-3">{data.items.map((item) => children(item, data))}</ul>}
    </QueryStates>
  );
}

/** What came of an action taken on one row or box (cancel, claim, pause, check in …). */
export interface ActionOutcome {
  tone: 'ok' | 'error';
  text: string;
}

/**
 * The line that tells an `ActionOutcome`: a failure announced at once (`alert`), a success politely
 * (`status`). It stays in the page while empty, so a screen reader hears what is put in it later.
 */
export function ActionNotice({
  notice,
  className = 'mt-2 text-sm',
}: {
  notice: ActionOutcome | null;
  className?: string;
}) {
  const failed = notice?.tone === 'error';
  const colour = failed ? 'text-red-800' : 'text-green-800';
  return (
    <p role={failed ? 'alert' : 'status'} className={className ? `${className} ${colour}` : colour}>
      {notice?.text}
    </p>
  );
}

/**
 * A section a page shows only when its query has items: nothing while it loads or when there are none,
 * the failure with Try again, else the `title` heading (with `aside` beside it, e.g. a link) over one list
 * with each item's row (`children`, an `<li>` with its key; `data` for the rest of the answer).
 */
export function ListSectionIfAny<Data, Item>({
  query,
  items,
  failure,
  headingId,
  title,
  aside,
  className,
  listClassName = 'space-y-3',
  children,
}: {
  query: Query<Data>;
  items: (data: Data) => readonly Item[];
  failure: ReactNode;
  headingId: string;
  title: ReactNode;
  aside?: ReactNode;
  className?: string;
  listClassName?: string;
  children: (item: Item, data: Data) => ReactNode;
}) {
  if (query.isError) return <ErrorNotice onRetry={() => void query.refetch()}>{failure}</ErrorNotice>;
  const data = query.data;
  const list = data === undefined ? [] : items(data);
  if (data === undefined || list.length === 0) return null;
  const heading = (
    <h2 id={headingId} className={aside ? 'text-xl font-bold text-ink' : 'mb-3 text-xl font-bold text-ink'}>
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={headingId} className={className}>
      {aside ? (
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      <ul className={listClassName}>{list.map((item) => children(item, data))}</ul>
    </section>
  );
}
