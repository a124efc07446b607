import { lazy, Suspense, useState } from 'react';
import type { AlertList } from '#common/alerts';
import { useDisplayUser } from '#web/features/auth';

const AlertDialog = lazy(() => import('./alert-dialog'));

/**
 * "Alert me" beside a list's search (docs/product.md#search-alerts), for signed-in people: saves the
 * current search and filter. The dialog and its form load on the first click.
 */
export function AlertMeButton({ list, q, filter }: { list: AlertList; q: string; filter: string }) {
  const user = useDisplayUser();
  const [open, setOpen] = useState(false);
  if (!user) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex shrink-0 items-center justify-center rounded-full bg-white px-5 py-2.5 font-semibold text-brand-dark ring-1 ring-slate-300 hover:bg-mist"
      >
        Alert me
      </button>
      {open && (
        <Suspense fallback={null}>
          <AlertDialog list={list} q={q} filter={filter} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
