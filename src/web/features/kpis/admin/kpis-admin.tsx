import { useId, useState } from 'react';
import { inputClass } from '#web/components/ui/form-styles';
import { EmptyState, QueryStates } from '#web/components/ui/status';
import { useAdminCohorts } from '../api/cohort-kpis';
import { CohortKpisAdmin } from './cohort-kpis-admin';

/** The admin's KPIs tab: one cohort at a time, the newest first (docs/product.md#startup-kpis). */
export function KpisAdmin() {
  const cohorts = useAdminCohorts();
  const selectId = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <QueryStates query={cohorts} loading="Loading the cohorts" failure="The cohorts could not be loaded.">
      {(data) => {
        const items = [...data.items].sort((a, b) => b.startsOn.localeCompare(a.startsOn) || b.id - a.id);
        if (items.length === 0)
          return (
            <EmptyState title="No cohorts yet">A cohort’s figures are set here once it is formed.</EmptyState>
          );
        const cohortId = chosen ?? items[0]!.id;
        return (
          <div className="space-y-6">
            <div className="max-w-md">
              <label htmlFor={selectId} className="block text-sm font-medium text-ink">
                Cohort
              </label>
              <select
                id={selectId}
                value={cohortId}
                onChange={(event) => setChosen(Number(event.target.value))}
                className={inputClass}
              >
                {items.map((cohort) => (
                  <option key={cohort.id} value={cohort.id}>
                    {cohort.name} ({cohort.startupCount} {cohort.startupCount === 1 ? 'startup' : 'startups'})
                  </option>
                ))}
              </select>
            </div>
            <CohortKpisAdmin key={cohortId} cohortId={cohortId} />
          </div>
        );
      }}
    </QueryStates>
  );
}
