import { useEffect, useRef, type ReactNode } from 'react';
import { ApiError } from '#web/lib/api-client';
import { Spinner } from './spinner';

// In a module of its own so the pages' shared first script can show it without the rest of this file.
export { Spinner };

/** A spinner in the middle of a page's content, while the whole screen waits for its data. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-16">
      <Spinner label={label} />
    </div>
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
  error?: unknown;
  refetch: () => unknown;
}

/**
 * What a screen shows for a query: `pending` (a spinner) while it loads, the failure with Try again when
 * there is nothing to show, `empty` when `isEmpty` says there is nothing, else `children` with the data.
 * Data already shown stays when a later refetch fails. `what` ("calls") words the first two ("Loading
 * calls", "The calls could not be loaded.") unless `loading` and `failure` do.
 */
export function QueryStates<Data>({
  query,
  what,
  loading = `Loading ${what}`,
  failure = `The ${what} could not be loaded.`,
  retry = true,
  pending = <Spinner label={loading} />,
  isEmpty,
  empty,
  children,
}: {
  query: Query<Data>;
  what?: string;
  /** The spinner's words for screen readers. */
  loading?: string;
  /** The failure's words, or a function of the query's error (a refusal the server explains). */
  failure?: ReactNode | ((error: unknown) => ReactNode);
  /** Whether the failure offers Try again (not for an answer that will not change, e.g. a refused link). */
  retry?: boolean;
  /** What shows while it loads (a spinner saying `loading` unless told). */
  pending?: ReactNode;
  isEmpty?: (data: Data) => boolean;
  empty?: ReactNode;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) return <>{pending}</>;
  if (query.data === undefined)
    return (
      <ErrorNotice onRetry={retry ? () => void query.refetch() : undefined}>
        {typeof failure === 'function' ? failure(query.error) : failure}
      </ErrorNotice>
    );
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
  pending,
  emptyTitle,
  emptyHint,
  children,
}: {
  query: Query<Data>;
  what: string;
  /** As QueryStates' (worded from `what` unless told). */
  loading?: string;
  failure?: ReactNode;
  /** What shows while it loads (a spinner saying `loading` unless told). */
  pending?: ReactNode;
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
      pending={pending}
      isEmpty={(data) => data.items.length === 0}
      empty={<EmptyState title={emptyTitle}>{emptyHint}</EmptyState>}
    >
      {(data) => <ul className="space-y-3">{data.items.map((item) => children(item, data))}</ul>}
    </QueryStates>
  );
}

/**
 * What came of an action (cancel, claim, save, send …): `ok` or `error`, or `info` for word that is
 * neither (a code is on its way, sending…). `text` is words, or words with a formatted time in them.
 */
export interface ActionOutcome {
  tone: 'ok' | 'error' | 'info';
  text: ReactNode;
}

/** A failed action's outcome: the server's message when it gave one, else a plain "Please try again." */
export function failedOutcome(error: unknown): ActionOutcome {
  return { tone: 'error', text: error instanceof ApiError ? error.message : 'Please try again.' };
}

/** The colours of each tone, as a line of text or as a tinted box (`FormMessage`'s too). */
export const OUTCOME_COLOURS = {
  line: { ok: 'text-green-800', error: 'text-red-800', info: 'text-slate-700' },
  box: {
    ok: 'rounded-lg bg-green-50 px-3 py-2 font-medium text-green-800',
    error: 'rounded-lg bg-red-50 px-3 py-2 font-medium text-red-800',
    info: 'rounded-lg bg-blue-50 px-3 py-2 text-blue-900',
  },
} as const;

/**
 * The line that tells an `ActionOutcome`: a failure announced at once (`alert`), anything else politely
 * (`status`). It stays in the page while empty, so a screen reader hears what is put in it later.
 * `look="box"` tints it (the message under a form, a final state such as "Submitted"); an empty box has
 * no tint, so it takes no room beyond its margins. With `takeFocus`, each new outcome also takes the
 * keyboard focus: for an action whose button goes away once done (Register), so focus lands on the result
 * rather than falling to the page body.
 */
export function ActionNotice({
  notice,
  look = 'line',
  className = look === 'line' ? 'mt-2 text-sm' : 'text-sm',
  takeFocus = false,
}: {
  notice: ActionOutcome | null;
  look?: 'line' | 'box';
  /** Placing and size of the text; the tone's colours are added. */
  className?: string;
  takeFocus?: boolean;
}) {
  const line = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (takeFocus && notice) line.current?.focus();
  }, [takeFocus, notice]);
  const failed = notice?.tone === 'error';
  // An empty box keeps the line's colour only: no tint or padding around nothing.
  const colour = look === 'box' && !notice ? '' : OUTCOME_COLOURS[look][notice?.tone ?? 'ok'];
  return (
    <p
      ref={line}
      role={failed ? 'alert' : 'status'}
      tabIndex={takeFocus ? -1 : undefined}
      className={[className, colour].filter(Boolean).join(' ') || undefined}
    >
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

/**
 * Words a screen reader should hear when they change, with no action of the visitor's behind them (that is
 * `ActionNotice`): how many results a search found, what waits, a reminder that something is due. `urgent`
 * makes it an alert (a refused check-in code); `as="div"` holds more than a line. Its look is the screen's
 * own, in `className`.
 */
export function LiveStatus({
  as: Tag = 'p',
  urgent = false,
  label,
  className,
  children,
}: {
  as?: 'p' | 'div';
  urgent?: boolean;
  /** The words a screen reader hears instead of the content (placeholders that show no words). */
  label?: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Tag role={urgent ? 'alert' : 'status'} aria-label={label} className={className}>
      {children}
    </Tag>
  );
}
