import type { MetricHistory } from '#common/content';
import { Sparkline } from '#web/components/ui/sparkline';
import { ScrollTable } from '#web/components/ui/scroll-table';

const formatDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/**
 * One small line chart per counter over the last days (docs/product.md#impact-section): plain SVG, no chart
 * library. Each chart is an image named by its first and last figure; the figures themselves are in a table
 * screen readers and keyboard users can open.
 */
export function HistoryChart({ history }: { history: MetricHistory }) {
  if (history.days.length === 0 || history.series.length === 0)
    return <p className="text-slate-200">No figures have been recorded yet.</p>;
  const first = history.days[0]!;
  const last = history.days[history.days.length - 1]!;
  return (
    <div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {history.series.map((series) => {
          const known = series.values.filter((value): value is number => value !== null);
          const start = known[0] ?? 0;
          const end = known[known.length - 1] ?? 0;
          const label = `${series.label}: ${start.toLocaleString('en-IN')} on ${formatDay(first)}, ${end.toLocaleString('en-IN')} on ${formatDay(last)}`;
          return (
            <li key={series.key} className="rounded-2xl bg-white/10 p-4 ring-1 ring-white/15">
              <p className="flex items-baseline justify-between gap-3">
                <span className="text-sm font-medium uppercase tracking-wider text-slate-200">
                  {series.label}
                </span>
                <span className="text-2xl font-extrabold text-accent">{end.toLocaleString('en-IN')}</span>
              </p>
              <Sparkline
                values={series.values}
                label={label}
                lineClass="stroke-accent"
                baseClass="stroke-white/25"
              />
              <p aria-hidden="true" className="mt-1 flex justify-between text-xs text-slate-300">
                <span>{formatDay(first)}</span>
                <span>{formatDay(last)}</span>
              </p>
            </li>
          );
        })}
      </ul>
      <details className="mt-6 text-slate-100">
        <summary className="cursor-pointer font-semibold text-white underline underline-offset-4">
          The figures day by day
        </summary>
        <ScrollTable
          label="The figures day by day"
          className="mt-3 rounded-xl bg-white/5 ring-1 ring-white/15"
        >
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col" className="px-3 py-2 whitespace-nowrap">
                  Day
                </th>
                {history.series.map((series) => (
                  // Whole words: a narrow table scrolls in its region rather than splitting its headings.
                  <th key={series.key} scope="col" className="px-3 py-2 whitespace-nowrap">
                    {series.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {history.days.map((day, index) => (
                <tr key={day} className="border-t border-white/10">
                  <th scope="row" className="px-3 py-1.5 font-normal whitespace-nowrap">
                    <time dateTime={day}>{formatDay(day)}</time>
                  </th>
                  {history.series.map((series) => (
                    <td key={series.key} className="px-3 py-1.5 tabular-nums">
                      {series.values[index]?.toLocaleString('en-IN') ?? '—'}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      </details>
    </div>
  );
}
