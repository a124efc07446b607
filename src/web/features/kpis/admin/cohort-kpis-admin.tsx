import { useState } from 'react';
import { endpointUrl } from '#common/api-contract';
import { formatKpiValue, periodLabel, type CohortKpis } from '#common/kpis';
import { kpiEndpoints } from '#common/kpis-endpoints';
import { QueryStates } from '#web/components/ui/status';
import { useCohortKpis } from '../api/cohort-kpis';
import { KpiPlanForm } from './kpi-plan-form';
import { StartupKpiCharts } from './startup-kpi-charts';
import { ScrollTable } from '#web/components/ui/scroll-table';

/**
 * A cohort's KPIs in the admin (docs/product.md#startup-kpis): the plan, the table of the period due with who
 * has not reported, each startup's history and the CSV. Self-contained, so any admin view of a cohort can hold it.
 */
export function CohortKpisAdmin({ cohortId }: { cohortId: number }) {
  const kpis = useCohortKpis(cohortId);
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <QueryStates
      query={kpis}
      loading="Loading the cohort’s figures"
      failure="The cohort’s figures could not be loaded."
    >
      {(data) => {
        return (
          <div className="space-y-8">
            <section aria-labelledby={`kpi-plan-${cohortId}`}>
              <h3 id={`kpi-plan-${cohortId}`} className="mb-3 text-lg font-bold text-ink">
                What {data.cohortName} reports
              </h3>
              <KpiPlanForm
                key={
                  data.metrics
                    .map((metric) => `${metric.id}:${metric.name}:${metric.unit}:${metric.kind}`)
                    .join('|') + data.frequency
                }
                kpis={data}
                saved={saved}
                setSaved={setSaved}
              />
            </section>
            {data.metrics.length > 0 && <PeriodTable kpis={data} />}
            {data.metrics.length > 0 && data.startups.length > 0 && (
              <section aria-labelledby={`kpi-history-${cohortId}`}>
                <h3 id={`kpi-history-${cohortId}`} className="mb-3 text-lg font-bold text-ink">
                  History by startup
                </h3>
                <ul className="space-y-6">
                  {data.startups.map((startup) => (
                    <li key={startup.id}>
                      <h4 className="mb-2 font-bold text-ink">{startup.name}</h4>
                      <StartupKpiCharts
                        name={startup.name}
                        metrics={data.metrics}
                        reports={startup.reports}
                      />
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        );
      }}
    </QueryStates>
  );
}

function PeriodTable({ kpis }: { kpis: CohortKpis }) {
  const headingId = `kpi-period-${kpis.cohortId}`;
  if (!kpis.period)
    return <p className="text-slate-600">Nothing to report yet: the cohort has not started.</p>;
  const label = periodLabel(kpis.period);
  const rows = kpis.startups.map((startup) => ({
    ...startup,
    report: startup.reports.find((report) => report.period === kpis.period),
  }));
  const missing = rows.filter((row) => !row.report);
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-3">
        <h3 id={headingId} className="text-lg font-bold text-ink">
          Figures for {label}
        </h3>
        <a
          href={endpointUrl(kpiEndpoints.cohortCsv, { params: { id: kpis.cohortId } })}
          download
          className="font-semibold text-brand-dark underline underline-offset-4"
        >
          Download CSV (every period)
        </a>
      </div>
      {rows.length === 0 ? (
        <p className="text-slate-600">No startups in this cohort yet.</p>
      ) : (
        <>
          <p className="mb-3 text-slate-700">
            {missing.length === 0
              ? `Every startup has reported ${label}.`
              : `${missing.length} of ${rows.length} ${rows.length === 1 ? 'startup has' : 'startups have'} not reported ${label}: ${missing.map((row) => row.name).join(', ')}.`}
          </p>
          <ScrollTable
            label={`Table of the figures for ${label}`}
            className="rounded-xl ring-1 ring-slate-200"
          >
            <table className="w-full text-left text-sm">
              <thead className="bg-mist">
                <tr>
                  <th scope="col" className="px-3 py-2 whitespace-nowrap">
                    Startup
                  </th>
                  {kpis.metrics.map((metric) => (
                    <th key={metric.id} scope="col" className="px-3 py-2 whitespace-nowrap">
                      {metric.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} className="border-t border-slate-200">
                    <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap">
                      {row.name}
                    </th>
                    {row.report ? (
                      kpis.metrics.map((metric) => {
                        const value = row.report!.values[String(metric.id)];
                        return (
                          <td key={metric.id} className="px-3 py-2 whitespace-nowrap tabular-nums">
                            {value === undefined ? '—' : formatKpiValue(value, metric.kind, metric.unit)}
                          </td>
                        );
                      })
                    ) : (
                      <td colSpan={kpis.metrics.length} className="px-3 py-2 font-semibold text-amber-800">
                        Not reported
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
        </>
      )}
    </section>
  );
}
