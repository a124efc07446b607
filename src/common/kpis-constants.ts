// Milestones and KPIs without zod (docs/product.md#startup-kpis): periods, kinds and limits the pages
// import as values.

export const KPI_FREQUENCIES = ['monthly', 'quarterly'] as const;
export type KpiFrequency = (typeof KPI_FREQUENCIES)[number];
export const KPI_FREQUENCY_LABELS: Record<KpiFrequency, string> = {
  monthly: 'Monthly',
  quarterly: 'Quarterly',
};

/** count: a whole number (users, team size); money: rupees, up to paise; number: any figure, may be negative. */
export const KPI_KINDS = ['count', 'money', 'number'] as const;
export type KpiKind = (typeof KPI_KINDS)[number];
export const KPI_KIND_LABELS: Record<KpiKind, string> = {
  count: 'Whole number',
  money: 'Amount in ₹',
  number: 'Number (may be negative)',
};

export const KPI_LIMITS = {
  metrics: 12,
  name: 60,
  unit: 20,
  /** Large enough for any startup's revenue in rupees, small enough to stay exact in a double. */
  maxValue: 1e13,
} as const;

/** A period key: 2026-11 (a month) or 2026-Q4 (a quarter). */
export const KPI_PERIOD_PATTERN = /^\d{4}-(0[1-9]|1[0-2]|Q[1-4])$/;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The period a day (YYYY-MM-DD) falls in. */
export function periodOf(day: string, frequency: KpiFrequency): string {
  const year = day.slice(0, 4);
  const month = Number(day.slice(5, 7));
  return frequency === 'monthly' ? `${year}-${day.slice(5, 7)}` : `${year}-Q${Math.ceil(month / 3)}`;
}

/** The first day of a period (YYYY-MM-DD). */
export function periodStart(period: string): string {
  const year = period.slice(0, 4);
  const quarter = /Q(\d)$/.exec(period);
  const month = quarter ? (Number(quarter[1]) - 1) * 3 + 1 : Number(period.slice(5, 7));
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

/** The period before `period`, of the same length. */
export function previousPeriod(period: string): string {
  const year = Number(period.slice(0, 4));
  const quarter = /Q(\d)$/.exec(period);
  if (quarter) {
    const q = Number(quarter[1]);
    return q === 1 ? `${year - 1}-Q4` : `${year}-Q${q - 1}`;
  }
  const month = Number(period.slice(5, 7));
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** "November 2026" or "Q4 2026 (October to December)". */
export function periodLabel(period: string): string {
  const year = period.slice(0, 4);
  const quarter = /Q(\d)$/.exec(period);
  if (!quarter) return `${MONTHS[Number(period.slice(5, 7)) - 1]} ${year}`;
  const first = (Number(quarter[1]) - 1) * 3;
  return `Q${quarter[1]} ${year} (${MONTHS[first]} to ${MONTHS[first + 2]})`;
}

/**
 * The periods a cohort's startups may report, newest first: from the one the cohort starts in to the one
 * `today` is in (an ongoing period may be reported early), never past the cohort's end.
 */
export function reportablePeriods(
  cohort: { startsOn: string; endsOn: string; frequency: KpiFrequency },
  today: string,
): string[] {
  if (today < cohort.startsOn) return [];
  const first = periodOf(cohort.startsOn, cohort.frequency);
  let period = periodOf(today < cohort.endsOn ? today : cohort.endsOn, cohort.frequency);
  const periods: string[] = [];
  while (period >= first) {
    periods.push(period);
    period = previousPeriod(period);
  }
  return periods;
}

/**
 * The period founders are reminded about on `today`: the last one that has ended, if the cohort ran in it;
 * null otherwise (docs/product.md#startup-kpis).
 */
export function duePeriod(
  cohort: { startsOn: string; endsOn: string; frequency: KpiFrequency },
  today: string,
): string | null {
  const due = previousPeriod(periodOf(today, cohort.frequency));
  const first = periodOf(cohort.startsOn, cohort.frequency);
  const last = periodOf(cohort.endsOn, cohort.frequency);
  return due >= first && due <= last ? due : null;
}

/** A figure as a page shows it: Indian digit grouping, a unit after it (₹ before an amount). */
export function formatKpiValue(value: number, kind: KpiKind, unit: string): string {
  const figure = value.toLocaleString('en-IN', { maximumFractionDigits: 2 });
  if (kind === 'money') return `₹${figure}`;
  return unit ? `${figure} ${unit}` : figure;
}
