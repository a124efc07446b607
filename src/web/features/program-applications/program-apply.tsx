import { lazy, Suspense, useState } from 'react';
import { APPLICATION_MESSAGES as A, APPLICATION_STATUS_LABELS } from '#common/program-applications-constants';
import { primaryButton } from '#web/components/ui/form-styles';
import { useDisplayUser, useRequireLogin } from '#web/features/auth';
import { useMyApplications } from './api/get-my-applications';

// The form and its validation load only when someone applies: /programs stays light.
const ApplyDialog = lazy(() => import('./apply-dialog'));

const BADGE = {
  pending: 'bg-amber-100 text-amber-900',
  accepted: 'bg-green-100 text-green-900',
  declined: 'bg-slate-100 text-slate-700',
} as const;

/**
 * The foot of a programme card: "Apply", or where the user's latest application to it stands.
 * Renders the same markup for everyone until the user's applications are in, so the
 * prerendered page hydrates cleanly.
 */
export function ProgramApply({ program }: { program: { slug: string; title: string } }) {
  const user = useDisplayUser();
  const requireLogin = useRequireLogin();
  const mine = useMyApplications({ enabled: user !== null });
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  const latest = user ? mine.data?.find((application) => application.program === program.slug) : undefined;
  const canApply = !latest || latest.status === 'declined';

  function apply() {
    if (!user) {
      requireLogin({ notice: A.loginRequired, returnTo: '/programs' });
      return;
    }
    setSent(null);
    setOpen(true);
  }

  return (
    <div className="mt-auto space-y-3 pt-6">
      {latest && (
        <p className={`w-fit rounded-full px-3 py-1 text-sm font-semibold ${BADGE[latest.status]}`}>
          Applied — {APPLICATION_STATUS_LABELS[latest.status]}
        </p>
      )}
      <div aria-live="polite">
        {sent && (
          <p className="rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-800">{sent}</p>
        )}
      </div>
      {canApply && (
        <button
          type="button"
          className={`${primaryButton} w-full`}
          onClick={apply}
          aria-label={`Apply to the ${program.title}`}
        >
          Apply
        </button>
      )}
      {open && (
        <Suspense fallback={null}>
          <ApplyDialog
            program={program}
            onClose={() => setOpen(false)}
            onSent={(message) => {
              setOpen(false);
              setSent(message);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
