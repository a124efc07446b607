import { useSearchParams } from 'react-router-dom';
import { PageShell } from '#web/components/ui/page-shell';
import { Skeletons } from '#web/components/ui/skeletons';
import { EmptyState, LiveStatus, QueryStates } from '#web/components/ui/status';
import { inputClass } from '#web/components/ui/form-styles';
import { usePageTitle } from '#web/lib/use-page-meta';
import { usePortfolio } from './api/get-startups';
import { StartupCard } from './startup-card';

const FILTERS = [
  { key: 'sector', label: 'Sector', all: 'All sectors', from: 'sectors' },
  { key: 'stage', label: 'Stage', all: 'All stages', from: 'stages' },
  { key: 'cohort', label: 'Cohort', all: 'All cohorts', from: 'cohorts' },
] as const;

/** /startups (docs/product.md#portfolio): the published startups, filtered by sector, stage and cohort in the address. */
export default function PortfolioPage() {
  usePageTitle('Our startups');
  const portfolio = usePortfolio();
  const [params, setParams] = useSearchParams();
  const chosen = Object.fromEntries(FILTERS.map((filter) => [filter.key, params.get(filter.key) ?? '']));
  const items = (portfolio.data?.items ?? []).filter(
    (item) =>
      (!chosen.sector || item.sector === chosen.sector) &&
      (!chosen.stage || item.stage === chosen.stage) &&
      (!chosen.cohort || item.cohort === chosen.cohort),
  );
  const choose = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  return (
    <PageShell
      headingId="startups-heading"
      eyebrow="Portfolio"
      title="Startups we have backed"
      intro="What they build, where they stand and how far they have come since their cohort."
    >
      {portfolio.data && (
        // Each choice applies at once: nothing is sent, so a search landmark rather than a form.
        <div role="search" aria-label="Filter the startups" className="mb-8 grid gap-4 sm:grid-cols-3">
          {FILTERS.map((filter) => (
            <label key={filter.key} className="text-sm font-semibold text-ink">
              {filter.label}
              <select
                className={`${inputClass} mt-1`}
                value={chosen[filter.key]}
                onChange={(event) => choose(filter.key, event.target.value)}
              >
                <option value="">{filter.all}</option>
                {portfolio.data.filters[filter.from].map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
      )}
      <QueryStates
        query={portfolio}
        what="startups"
        pending={
          <Skeletons gridClassName="grid gap-6 md:grid-cols-3" itemClassName="h-64 rounded-2xl bg-white" />
        }
        isEmpty={() => items.length === 0}
        empty={
          <EmptyState title="No startups here yet">
            {portfolio.data?.items.length
              ? 'No startup matches these filters. Choose another sector, stage or cohort.'
              : 'Profiles appear here once our startups publish them.'}
          </EmptyState>
        }
      >
        {() => (
          <>
            <LiveStatus className="mb-4 text-sm text-slate-600">
              {items.length} {items.length === 1 ? 'startup' : 'startups'}
            </LiveStatus>
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {items.map((startup) => (
                <StartupCard key={startup.slug} startup={startup} />
              ))}
            </ul>
          </>
        )}
      </QueryStates>
    </PageShell>
  );
}
