import { lazy, Suspense, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { useDisplayUser, useRequireLogin } from '#web/features/auth';

const AlertDialog = lazy(() => import('./alert-dialog'));

/**
 * "Tell me when a call opens" on a programme without an open call (docs/product.md#calls): saves an alert for
 * the programme's calls; a visitor signs in first and comes back to the programmes. The dialog loads on the
 * first click.
 */
export function CallAlertButton({ program }: { program: { slug: string; title: string } }) {
  const user = useDisplayUser();
  const requireLogin = useRequireLogin();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="secondary"
        className="w-full"
        onClick={() =>
          user
            ? setOpen(true)
            : requireLogin({ notice: 'Please log in to be told when a call opens.', returnTo: '/programs' })
        }
      >
        Tell me when a call opens
        <span className="sr-only"> for the {program.title}</span>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AlertDialog
            list="calls"
            q=""
            filter={program.slug}
            filterLabel={program.title}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
