import { useState } from 'react';
import { formatNewsDate } from '#common/news-constants';
import type { CohortSummary } from '#common/startups';
import { FormMessage } from '#web/components/ui/form-field';
import { QueryItemList } from '#web/components/ui/status';
import { useAdminCohorts } from '../api/admin-startups';
import { CohortAnnouncements } from './announcement-form';
import { CohortCertificatesAdmin } from './cohort-certificates-admin';
import { CohortForm } from './cohort-form';
import { Button } from '#web/components/ui/button';

function CohortCard({
  cohort,
  open,
  onToggle,
}: {
  cohort: CohortSummary;
  open: 'announcements' | 'certificates' | null;
  onToggle: (panel: 'announcements' | 'certificates') => void;
}) {
  return (
    <li className="space-y-3 rounded-xl p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h4 className="font-semibold break-words text-ink">{cohort.name}</h4>
          <p className="text-sm text-slate-700">
            <time dateTime={cohort.startsOn}>{formatNewsDate(cohort.startsOn)}</time> to{' '}
            <time dateTime={cohort.endsOn}>{formatNewsDate(cohort.endsOn)}</time> · {cohort.startupCount}{' '}
            {cohort.startupCount === 1 ? 'startup' : 'startups'}
            {cohort.callId === null ? '' : ' · formed from a call'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="secondary"
            aria-expanded={open === 'announcements'}
            aria-label={`Announcements to ${cohort.name}`}
            onClick={() => onToggle('announcements')}
          >
            Announcements
          </Button>
          <Button
            type="button"
            variant="secondary"
            aria-expanded={open === 'certificates'}
            aria-label={`Certificates of ${cohort.name}`}
            onClick={() => onToggle('certificates')}
          >
            Certificates
          </Button>
        </div>
      </div>
      {open === 'announcements' && (
        <div className="border-t border-slate-200 pt-4">
          <CohortAnnouncements cohortId={cohort.id} cohortName={cohort.name} />
        </div>
      )}
      {open === 'certificates' && (
        <div className="border-t border-slate-200 pt-4">
          <CohortCertificatesAdmin cohortId={cohort.id} cohortName={cohort.name} />
        </div>
      )}
    </li>
  );
}

/**
 * The cohorts (docs/product.md#cohorts): forming one, posting announcements to one, and its certificates of
 * completion (docs/product.md#certificates).
 */
export function CohortsAdmin() {
  const cohorts = useAdminCohorts();
  const [forming, setForming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [open, setOpen] = useState<{ id: number; panel: 'announcements' | 'certificates' } | null>(null);
  return (
    <section aria-labelledby="admin-cohorts-heading" className="space-y-4">
      <h3 id="admin-cohorts-heading" className="text-lg font-bold text-ink">
        Cohorts
      </h3>
      <div aria-live="polite">{done && <FormMessage tone="success">{done}</FormMessage>}</div>
      {forming ? (
        <CohortForm
          cohorts={cohorts.data?.items ?? []}
          onCancel={() => setForming(false)}
          onDone={(message) => {
            setDone(message);
            setForming(false);
          }}
        />
      ) : (
        <Button
          type="button"

          onClick={() => {
            setDone(null);
            setForming(true);
          }}
        >
          Form a cohort
        </Button>
      )}
      <QueryItemList
        query={cohorts}
        what="cohorts"
        emptyTitle="No cohorts yet."
        emptyHint="Form one from a call’s accepted applications, or by hand."
      >
        {(cohort) => (
          <CohortCard
            key={cohort.id}
            cohort={cohort}
            open={open?.id === cohort.id ? open.panel : null}
            onToggle={(panel) =>
              setOpen(open?.id === cohort.id && open.panel === panel ? null : { id: cohort.id, panel })
            }
          />
        )}
      </QueryItemList>
    </section>
  );
}
