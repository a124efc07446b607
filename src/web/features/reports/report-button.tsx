import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { OpportunityKind } from '#common/opportunities-constants';
import { REPORT_MESSAGES } from '#common/reports-constants';
import { useDisplayUser, useRequireLogin } from '#web/features/auth';
import { Button } from '#web/components/ui/button';

// Cards are on the home page: the form and its schema load only when someone reports.
const ReportDialog = lazy(() => import('./report-dialog'));

/**
 * "Report" on a card (docs/product.md#reports): signed-out visitors go to the login panel; signed-in
 * people choose a reason and read "Report received".
 */
export function ReportButton({
  kind,
  id,
  title,
  onReported,
}: {
  kind: OpportunityKind;
  id: number;
  title: string;
  /** Called after the report was received, so the list can refresh (the post may now be hidden). */
  onReported?: () => void;
}) {
  const user = useDisplayUser();
  const requireLogin = useRequireLogin();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="faint"
        disabled={done}
        onClick={() =>
          user
            ? setOpen(true)
            : requireLogin({
                notice: REPORT_MESSAGES.mustLogIn,
                returnTo: `${location.pathname}${location.search}`,
              })
        }
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-3.5 w-3.5" fill="currentColor">
          <path d="M4 2h1v16H4zM6 3h9l-2 4 2 4H6z" />
        </svg>
        {done ? 'Reported' : 'Report'}
        <span className="sr-only"> “{title}”</span>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog
            kind={kind}
            id={id}
            title={title}
            onClose={() => setOpen(false)}
            onReported={() => {
              setDone(true);
              onReported?.();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
