import { formatPaise, type GrantBalances } from '#common/grants';
import { formatDate } from '#common/intl-cache';

/** A calendar date ("2026-12-03") as people read it: "3 Dec 2026". */
export const showDay = (date: string) => formatDate(`${date}T12:00:00Z`, 'day');

/**
 * The balances, each summed from the grant's records by the server (docs/product.md#seed-grants). A figure
 * never breaks inside ("₹20,00,000.0 / 0" in a half-width box on a phone): one balance a row below 640 px,
 * three a row beside the admin menu, five from 1280 px.
 */
export function GrantBalancesList({ balances }: { balances: GrantBalances }) {
  const rows: [string, number][] = [
    ['Sanctioned', balances.sanctionedPaise],
    ['Disbursed', balances.disbursedPaise],
    ['Spent', balances.spentPaise],
    ['Unspent with the startup', balances.inHandPaise],
    ['Yet to be disbursed', balances.toDisbursePaise],
  ];
  return (
    <dl className="grid gap-2 sm:grid-cols-3 sm:gap-3 xl:grid-cols-5">
      {rows.map(([label, paise]) => (
        <div
          key={label}
          className="flex items-baseline justify-between gap-3 rounded-xl bg-mist px-3 py-2 sm:block"
        >
          <dt className="text-xs font-medium text-slate-600">{label}</dt>
          <dd className="font-bold whitespace-nowrap text-ink tabular-nums">{formatPaise(paise)}</dd>
        </div>
      ))}
    </dl>
  );
}
