import { ScrollTable } from '#web/components/ui/scroll-table';
import { Link } from 'react-router-dom';
import { formatFigure, formatHeadlineFigure, type PublicImpact } from '#common/impact';
import { QueryStates } from '#web/components/ui/status';
import { usePageTitle } from '#web/lib/use-page-meta';
import { usePublicImpact } from './api/impact-reports';

type Figure = PublicImpact['figures'][number];

/** One bar per year, drawn in SVG and named as an image by its figures; the table below reads the same. */
function YearBars({ figure, years }: { figure: Figure; years: string[] }) {
  const max = Math.max(1, ...figure.perYear);
  const width = 300;
  const height = 120;
  const slot = width / years.length;
  const summary = years
    .map((year, index) => `${year}: ${formatFigure(figure.perYear[index]!, figure.unit)}`)
    .join(', ');
  return (
    <svg
      viewBox={`0 0 ${width} ${height + 18}`}
      role="img"
      aria-label={`${figure.label} per year — ${summary}`}
      className="mt-3 w-full"
    >
      {years.map((year, index) => {
        const value = figure.perYear[index]!;
        const bar = Math.round((value / max) * height);
        return (
          <g key={year}>
            <rect
              x={index * slot + slot * 0.15}
              y={height - bar}
              width={slot * 0.7}
              height={bar}
              rx={3}
              className="fill-brand"
            />
            <text
              x={index * slot + slot / 2}
              y={height + 14}
              textAnchor="middle"
              className="fill-slate-600 text-[10px]"
            >
              {year}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

function FigureCard({ figure, years }: { figure: Figure; years: string[] }) {
  return (
    <li className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      <h2 className="text-sm font-semibold text-slate-700">{figure.label}</h2>
      <p className="mt-1 text-3xl font-bold text-ink">{formatHeadlineFigure(figure.total, figure.unit)}</p>
      {figure.perYear.length > 0 ? (
        <YearBars figure={figure} years={years} />
      ) : (
        <p className="mt-3 text-sm text-slate-600">As the startups report it now; no yearly history.</p>
      )}
      <p className="mt-3 text-sm text-slate-600">{figure.method}</p>
    </li>
  );
}

/**
 * /impact (docs/product.md#impact-reports): the centre's figures from its records, to date and per year, each
 * with its method — the same definitions as the admin's report packs and home's counters.
 */
export default function ImpactPage() {
  usePageTitle('Impact in figures');
  const impact = usePublicImpact();
  return (
    <div className="mx-auto max-w-6xl px-6 pb-20 pt-28">
      <h1 className="text-3xl font-bold text-ink">Impact in figures</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Counted from the centre&apos;s own records — cohorts, events and check-ins, office hours and the
        funding rounds our startups report and we confirm. Each figure says how it is counted. See also{' '}
        <Link to="/metrics" className="font-semibold text-brand-dark underline">
          the counters and the last 30 days
        </Link>
        .
      </p>
      <QueryStates query={impact} loading="Counting the figures" failure="The figures could not be loaded.">
        {(data) => (
          <>
            <p className="mt-4 text-sm text-slate-600">
              Figures as of <time dateTime={data.today}>{data.today}</time> (days in the centre&apos;s time
              zone).
            </p>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {data.figures.map((figure) => (
                <FigureCard key={figure.key} figure={figure} years={data.years} />
              ))}
            </ul>
            <details className="mt-8">
              <summary className="cursor-pointer font-semibold text-ink">The figures year by year</summary>
              <ScrollTable label="Impact figures per year" className="mt-3">
                <table className="min-w-full whitespace-nowrap text-left text-sm">
                  <caption className="sr-only">Impact figures per year</caption>
                  <thead>
                    <tr>
                      <th scope="col" className="px-2 py-1">
                        Figure
                      </th>
                      {data.years.map((year) => (
                        <th key={year} scope="col" className="px-2 py-1 text-right">
                          {year}
                        </th>
                      ))}
                      <th scope="col" className="px-2 py-1 text-right">
                        To date
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.figures.map((figure) => (
                      <tr key={figure.key} className="border-t border-slate-100">
                        <th scope="row" className="px-2 py-1 font-normal">
                          {figure.label}
                        </th>
                        {data.years.map((year, index) => (
                          <td key={year} className="px-2 py-1 text-right">
                            {figure.perYear.length > 0
                              ? formatFigure(figure.perYear[index]!, figure.unit)
                              : '—'}
                          </td>
                        ))}
                        <td className="px-2 py-1 text-right font-semibold">
                          {formatFigure(figure.total, figure.unit)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollTable>
            </details>
          </>
        )}
      </QueryStates>
    </div>
  );
}
