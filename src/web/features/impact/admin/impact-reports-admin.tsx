import { ScrollTable } from '#web/components/ui/scroll-table';
import { useState } from 'react';
import { endpointUrl } from '#common/api-contract';
import {
  formatFigure,
  IMPACT_PACK_TITLES,
  IMPACT_PACKS,
  impactPeriodLabel,
  recentQuarters,
  type ImpactPack,
  type ImpactPackAnswer,
} from '#common/impact';
import { impactReportEndpoints as E } from '#common/impact-report-endpoints';
import { Button, buttonClass } from '#web/components/ui/button';
import { ActionNotice, QueryStates, type ActionOutcome } from '#web/components/ui/status';
import { useConfirmImpact, useFigureRecords, useImpactPack, useImpactWaiting } from '../api/impact-reports';

function FigureRecords({ pack, figure, period }: { pack: ImpactPack; figure: string; period: string }) {
  const records = useFigureRecords(pack, figure, period);
  return (
    <section aria-labelledby="records-heading" className="mt-6 rounded-xl bg-mist p-4">
      <QueryStates query={records} loading="Loading the records" failure="The records could not be loaded.">
        {(data) => (
          <div>
            <h4 id="records-heading" className="font-bold text-ink">
              {data.label}: {formatFigure(data.value, data.unit)} — {data.rows.length} records
            </h4>
            <p className="mt-1 text-sm text-slate-700">{data.method}</p>
            {data.rows.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">No record counts in this period.</p>
            ) : (
              <ScrollTable label="The records, one a row" className="mt-3">
                <table className="min-w-full whitespace-nowrap text-left text-sm">
                  <caption className="sr-only">Records behind {data.label}</caption>
                  <thead>
                    <tr>
                      {data.columns.map((column) => (
                        <th key={column} scope="col" className="px-2 py-1 font-semibold">
                          {column}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {data.rows.map((row, index) => (
                      <tr key={index} className="border-t border-slate-200">
                        {row.map((cell, cellIndex) => (
                          <td key={cellIndex} className="px-2 py-1">
                            {cell}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollTable>
            )}
          </div>
        )}
      </QueryStates>
    </section>
  );
}

function PackTable({
  answer,
  onOpen,
  open,
}: {
  answer: ImpactPackAnswer;
  onOpen: (key: string) => void;
  open: string | null;
}) {
  const sections = [...new Set(answer.figures.map((figure) => figure.section))];
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        {answer.periodLabel}: {answer.from} to {answer.to} in the centre&apos;s time zone. Counted at{' '}
        {answer.computedAt.slice(0, 16).replace('T', ' ')} UTC. Press a figure to see the records behind it.
      </p>
      {answer.notes.map((note) => (
        <p key={note} className="text-sm text-slate-600">
          {note}
        </p>
      ))}
      <ScrollTable label="The pack's figures">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            {answer.title}, {answer.periodLabel}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="py-1">
                Figure
              </th>
              <th scope="col" className="py-1 text-right">
                Value
              </th>
            </tr>
          </thead>
          {sections.map((section) => (
            <tbody key={section}>
              <tr>
                <th scope="rowgroup" colSpan={2} className="pt-4 text-base font-bold text-ink">
                  {section}
                </th>
              </tr>
              {answer.figures
                .filter((figure) => figure.section === section)
                .map((figure) => (
                  <tr key={figure.key} className="border-t border-slate-100">
                    <th scope="row" className="py-1 font-normal" title={figure.method}>
                      {figure.label}
                    </th>
                    <td className="py-1 text-right">
                      <Button
                        type="button"
                        variant="link"
                        size="sm"
                        aria-pressed={open === figure.key}
                        aria-label={`${figure.label}: ${formatFigure(figure.value, figure.unit)}, show records`}
                        onClick={() => onOpen(figure.key)}
                      >
                        {formatFigure(figure.value, figure.unit)}
                      </Button>
                    </td>
                  </tr>
                ))}
            </tbody>
          ))}
        </table>
      </ScrollTable>
    </div>
  );
}

function Waiting() {
  const waiting = useImpactWaiting();
  const confirm = useConfirmImpact();
  const [notice, setNotice] = useState<ActionOutcome | null>(null);
  return (
    <section aria-labelledby="waiting-heading" className="mt-10">
      <h3 id="waiting-heading" className="text-lg font-bold text-ink">
        Facts waiting for confirmation
      </h3>
      <QueryStates
        query={waiting}
        loading="Loading the facts waiting"
        failure="The facts waiting could not be loaded."
        isEmpty={(data) => data.items.length === 0}
        empty={
          <p className="text-sm text-slate-600">
            Nothing is waiting: every startup&apos;s facts are confirmed.
          </p>
        }
      >
        {(data) => (
          <ul className="mt-2 divide-y divide-slate-100 text-sm">
            {data.items.map((item) => (
              <li key={item.startupId} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <span className="font-semibold text-ink">{item.name}</span>
                  {item.facts &&
                    ` — facts: ${item.facts.jobsCreated} jobs, IP ${item.facts.ipFiled} filed / ${item.facts.ipGranted} granted${item.facts.dpiitRecognisedOn ? `, DPIIT ${item.facts.dpiitRecognisedOn}` : ''}`}
                  {item.fundingsWaiting.map(
                    (f) =>
                      ` — ${formatFigure(f.amountPaise, 'paise')} ${f.source} from ${f.investor} (${f.receivedOn})`,
                  )}
                </span>
                <Button
                  type="button"
                  size="xs"
                  disabled={confirm.isPending}
                  onClick={() =>
                    confirm.mutate(item.startupId, {
                      onSuccess: (answer) => setNotice({ tone: 'ok', text: answer.message }),
                      onError: () =>
                        setNotice({ tone: 'error', text: `${item.name} could not be confirmed.` }),
                    })
                  }
                >
                  Confirm {item.name}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
      <ActionNotice notice={notice} />
    </section>
  );
}

/**
 * The Impact reports tab (docs/product.md#impact-reports): a quarter, a funder's pack, every figure with the
 * records behind it, the downloads, and the startup facts waiting for the centre.
 */
export function ImpactReportsAdmin({ today = new Date().toISOString().slice(0, 10) }: { today?: string }) {
  const quarters = recentQuarters(today, 12);
  const years = [...new Set(quarters.map((quarter) => quarter.slice(0, 4)))];
  const [period, setPeriod] = useState(quarters[1] ?? quarters[0]!);
  const [pack, setPack] = useState<ImpactPack>('aim');
  const [open, setOpen] = useState<string | null>(null);
  const answer = useImpactPack(pack, period);
  return (
    <div>
      <div className="flex flex-wrap items-end gap-4">
        <label className="min-w-0 max-w-full text-sm font-semibold text-ink">
          Period
          <select
            className="mt-1 block w-full max-w-full rounded-lg border border-slate-300 px-3 py-2"
            value={period}
            onChange={(event) => {
              setPeriod(event.target.value);
              setOpen(null);
            }}
          >
            {quarters.map((quarter) => (
              <option key={quarter} value={quarter}>
                {impactPeriodLabel(quarter)}
              </option>
            ))}
            {years.map((year) => (
              <option key={year} value={year}>
                Year {year}
              </option>
            ))}
          </select>
        </label>
        <a
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
          href={endpointUrl(E.xlsx, { params: { pack }, query: { period } })}
        >
          Download XLSX
        </a>
        <a
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
          href={endpointUrl(E.csv, { params: { pack }, query: { period } })}
        >
          Download CSV
        </a>
      </div>
      <div role="group" aria-label="Report pack" className="mt-4 flex flex-wrap gap-2">
        {IMPACT_PACKS.map((name) => (
          <Button
            key={name}
            type="button"
            size="sm"
            variant={name === pack ? 'primary' : 'secondary'}
            aria-pressed={name === pack}
            onClick={() => {
              setPack(name);
              setOpen(null);
            }}
          >
            {IMPACT_PACK_TITLES[name]}
          </Button>
        ))}
      </div>
      <div className="mt-6">
        <QueryStates
          query={answer}
          loading="Counting the figures"
          failure="The figures could not be counted."
        >
          {(data) => (
            <>
              <h3 className="text-lg font-bold text-ink">{data.title}</h3>
              <PackTable answer={data} open={open} onOpen={setOpen} />
            </>
          )}
        </QueryStates>
        {open && <FigureRecords pack={pack} figure={open} period={period} />}
      </div>
      <Waiting />
    </div>
  );
}
