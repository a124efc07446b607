// Impact reports without zod (docs/product.md#impact-reports): the startup facts' choices and limits, the
// report packs and the periods the pages import as values.

/** How a founder describes themselves; counted only as "a woman among the founders" (docs/product.md#impact-reports). */
export const FOUNDER_GENDERS = ['woman', 'man', 'non_binary', 'not_said'] as const;
export type FounderGender = (typeof FOUNDER_GENDERS)[number];
export const FOUNDER_GENDER_LABELS: Record<FounderGender, string> = {
  woman: 'Woman',
  man: 'Man',
  non_binary: 'Non-binary',
  not_said: 'Prefer not to say',
};

/** Annual revenue in bands, as funders' forms ask it; `not_told` until the founders say. */
export const REVENUE_BANDS = [
  'not_told',
  'pre_revenue',
  'under_10_lakh',
  'lakh_10_to_1_crore',
  'crore_1_to_10',
  'over_10_crore',
] as const;
export type RevenueBand = (typeof REVENUE_BANDS)[number];
export const REVENUE_BAND_LABELS: Record<RevenueBand, string> = {
  not_told: 'Not told',
  pre_revenue: 'No revenue yet',
  under_10_lakh: 'Up to ₹10 lakh',
  lakh_10_to_1_crore: '₹10 lakh to ₹1 crore',
  crore_1_to_10: '₹1 crore to ₹10 crore',
  over_10_crore: 'Over ₹10 crore',
};

export const FUNDING_SOURCES = ['grant', 'equity', 'debt'] as const;
export type FundingSource = (typeof FUNDING_SOURCES)[number];
export const FUNDING_SOURCE_LABELS: Record<FundingSource, string> = {
  grant: 'Grant',
  equity: 'Equity',
  debt: 'Debt',
};

export const IMPACT_LIMITS = {
  dpiitNumber: 30,
  investor: 120,
  /** ₹1,000 crore in paise: above any seed-stage round, exact in a double. */
  maxAmountPaise: 1_000_000_000_000,
  maxJobs: 100_000,
  maxIp: 1_000,
  fundingsPerStartup: 50,
} as const;

export const IMPACT_PACKS = ['aim', 'iic', 'seed', 'naac'] as const;
export type ImpactPack = (typeof IMPACT_PACKS)[number];
export const IMPACT_PACK_TITLES: Record<ImpactPack, string> = {
  aim: 'AIM-style KPI sheet',
  iic: 'IIC quarterly activity report',
  seed: 'Seed-fund utilisation report',
  naac: 'NAAC/NIRF innovation-ecosystem summary',
};

/** A report period: a calendar quarter (2026-Q4) or a calendar year (2026) in the centre's time zone. */
export const IMPACT_PERIOD_PATTERN = /^\d{4}(-Q[1-4])?$/;

/** The first and last day (YYYY-MM-DD, inclusive) of a period. */
export function impactPeriodDays(period: string): { from: string; to: string } {
  const year = period.slice(0, 4);
  const quarter = /Q(\d)$/.exec(period);
  if (!quarter) return { from: `${year}-01-01`, to: `${year}-12-31` };
  const q = Number(quarter[1]);
  const first = String((q - 1) * 3 + 1).padStart(2, '0');
  const last = ['03-31', '06-30', '09-30', '12-31'][q - 1]!;
  return { from: `${year}-${first}-01`, to: `${year}-${last}` };
}

const QUARTER_MONTHS = ['January to March', 'April to June', 'July to September', 'October to December'];

/** "Q4 2026 (October to December)" or "2026". */
export function impactPeriodLabel(period: string): string {
  const quarter = /Q(\d)$/.exec(period);
  if (!quarter) return period.slice(0, 4);
  return `Q${quarter[1]} ${period.slice(0, 4)} (${QUARTER_MONTHS[Number(quarter[1]) - 1]})`;
}

/** The quarter a day falls in, and the `count` quarters up to it, newest first (the quarter picker). */
export function recentQuarters(today: string, count: number): string[] {
  let year = Number(today.slice(0, 4));
  let q = Math.ceil(Number(today.slice(5, 7)) / 3);
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    out.push(`${year}-Q${q}`);
    q -= 1;
    if (q === 0) {
      q = 4;
      year -= 1;
    }
  }
  return out;
}

/** Whole rupees with Indian digit grouping from paise: 1,25,00,000 paise → "₹12,50,000". */
export function formatPaise(paise: number): string {
  const rupees = Math.round(paise / 100);
  const text = String(Math.abs(rupees));
  const last3 = text.slice(-3);
  const rest = text.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${rupees < 0 ? '-' : ''}₹${rest ? `${rest},${last3}` : last3}`;
}

/** A sum in lakh or crore to one decimal place, as a headline says it: 18,10,00,000 rupees → "₹18.1 crore". */
export function formatPaiseInWords(paise: number): string {
  const rupees = paise / 100;
  const oneDecimal = (value: number) => String(Math.round(value * 10) / 10);
  if (Math.abs(rupees) >= 1e7) return `₹${oneDecimal(rupees / 1e7)} crore`;
  if (Math.abs(rupees) >= 1e5) return `₹${oneDecimal(rupees / 1e5)} lakh`;
  return formatPaise(paise);
}

/** Minutes as hours with one decimal: 90 → "1.5". */
export function formatHours(minutes: number): string {
  return (Math.round((minutes / 60) * 10) / 10).toFixed(1);
}

export type FigureUnit = 'count' | 'paise' | 'minutes';

/**
 * A figure as a headline shows it, large enough to read on a phone: money in lakh or crore (the exact sum is
 * in the figure's table), otherwise as `formatFigure`.
 */
export function formatHeadlineFigure(value: number, unit: FigureUnit): string {
  return unit === 'paise' ? formatPaiseInWords(value) : formatFigure(value, unit);
}

/** A figure as shown: counts plainly, money in rupees, time in hours. */
export function formatFigure(value: number, unit: FigureUnit): string {
  if (unit === 'paise') return formatPaise(value);
  if (unit === 'minutes') return `${formatHours(value)} h`;
  return String(value);
}
