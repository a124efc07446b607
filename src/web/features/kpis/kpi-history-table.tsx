import { formatKpiValue, periodLabel, type KpiMetric, type KpiReport } from '#common/kpis';
import { ScrollTable } from '#web/components/ui/scroll-table';

/** Reports as a table, a row per period: scrolls sideways in its own region on a phone. */
export function KpiHistoryTable({
  metrics,
  reports,
  caption,
}: {
  metrics: KpiMetric[];
  reports: KpiReport[];
  caption: string;
}) {
  return (
    <ScrollTable label={caption} className="rounded-xl ring-1 ring-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-mist">
          <tr>
            <th scope="col" className="px-3 py-2 whitespace-nowrap">
              Period
            </th>
            {metrics.map((metric) => (
              <th key={metric.id} scope="col" className="px-3 py-2 whitespace-nowrap">
                {metric.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {reports.map((report) => (
            <tr key={report.period} className="border-t border-slate-200">
              <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap">
                {periodLabel(report.period)}
              </th>
              {metrics.map((metric) => {
                const value = report.values[String(metric.id)];
                return (
                  <td key={metric.id} className="px-3 py-2 whitespace-nowrap tabular-nums">
                    {value === undefined ? '—' : formatKpiValue(value, metric.kind, metric.unit)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}
