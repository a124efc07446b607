import { formatKpiValue, periodLabel, type KpiMetric, type KpiReport } from '#common/kpis';
import { Sparkline } from '#web/components/ui/sparkline';
import { KpiHistoryTable } from '../kpi-history-table';

/** One startup's history: a small line chart per figure, oldest period first, and the figures as a table. */
export function StartupKpiCharts({
  name,
  metrics,
  reports,
}: {
  name: string;
  metrics: KpiMetric[];
  reports: KpiReport[];
}) {
  if (reports.length === 0) return <p className="text-slate-600">{name} has not reported yet.</p>;
  const first = periodLabel(reports[0]!.period);
  const last = periodLabel(reports[reports.length - 1]!.period);
  return (
    <div className="space-y-4">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {metrics.map((metric) => {
          const values = reports.map((report) => report.values[String(metric.id)] ?? null);
          const known = values.filter((value): value is number => value !== null);
          const show = (value: number | undefined) =>
            value === undefined ? 'none' : formatKpiValue(value, metric.kind, metric.unit);
          return (
            <li key={metric.id} className="rounded-xl bg-mist p-3 ring-1 ring-slate-200">
              <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="text-sm font-medium text-slate-700">{metric.name}</span>
                <span className="font-bold whitespace-nowrap text-ink">{show(known[known.length - 1])}</span>
              </p>
              <Sparkline
                values={values}
                label={`${name}, ${metric.name}: ${show(known[0])} in ${first}, ${show(known[known.length - 1])} in ${last}`}
                lineClass="stroke-brand-dark"
                baseClass="stroke-slate-300"
                className="mt-2 h-16 w-full"
              />
              <p aria-hidden="true" className="mt-1 flex justify-between text-xs text-slate-600">
                <span>{first}</span>
                <span>{last}</span>
              </p>
            </li>
          );
        })}
      </ul>
      <details>
        <summary className="cursor-pointer font-semibold text-brand-dark underline underline-offset-4">
          {name}’s figures period by period
        </summary>
        <div className="mt-2">
          <KpiHistoryTable
            metrics={metrics}
            reports={[...reports].reverse()}
            caption={`Figures reported by ${name}`}
          />
        </div>
      </details>
    </div>
  );
}
