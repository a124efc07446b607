import { lazy, Suspense, useState } from 'react';
import type { AlertList } from '#common/alerts';
import { useDisplayUser } from '#web/features/auth';
import { Button } from '#web/components/ui/button';

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
      <Button type="button" variant="secondary" className="shrink-0" onClick={() => setOpen(true)}>
        Alert me
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AlertDialog list={list} q={q} filter={filter} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
