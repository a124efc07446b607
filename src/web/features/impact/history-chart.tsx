import type { MetricHistory } from '#common/content';

const WIDTH = 280;
const HEIGHT = 96;
const PAD = 6;

const formatDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/** The polyline points of one series; a day without a figure breaks the line into separate runs. */
function runsOf(values: (number | null)[]) {
  const top = Math.max(1, ...values.map((value) => value ?? 0));
  const step = (WIDTH - 2 * PAD) / Math.max(1, values.length - 1);
  const runs: string[][] = [[]];
  values.forEach((value, index) => {
    if (value === null) {
      if (runs[runs.length - 1]!.length > 0) runs.push([]);
      return;
    }
    const x = PAD + index * step;
    const y = HEIGHT - PAD - (value / top) * (HEIGHT - 2 * PAD);
    runs[runs.length - 1]!.push(`${x.toFixed(1)},${y.toFixed(1)}`);
  });
  return runs.filter((run) => run.length > 0);
}

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
              <svg
                role="img"
                aria-label={label}
                viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
                className="mt-2 h-24 w-full"
                preserveAspectRatio="none"
              >
                <line
                  x1={PAD}
                  x2={WIDTH - PAD}
                  y1={HEIGHT - PAD}
                  y2={HEIGHT - PAD}
                  className="stroke-white/25"
                />
                {runsOf(series.values).map((run) => (
                  <polyline
                    key={run[0]}
                    points={run.join(' ')}
                    fill="none"
                    className="stroke-accent"
                    strokeWidth={2.5}
                    strokeLinejoin="round"
                    strokeLinecap="round"
                    vectorEffect="non-scaling-stroke"
                  />
                ))}
              </svg>
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
        <div
          className="mt-3 overflow-x-auto rounded-xl bg-white/5 ring-1 ring-white/15"
          tabIndex={0}
          role="region"
          aria-label="The figures day by day"
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
        </div>
      </details>
    </div>
  );
}
