import { numberFormat } from './intl-cache';

/**
 * Seed grants paid by milestone (docs/product.md#seed-grants): schemes, heads of expenditure, the states of a
 * tranche, limits, and money in paise. Schema-free, so the cohort page and the admin screen share it without
 * zod; the inputs are in grants.ts.
 */

/** The schemes a centre runs seed grants under; the label is what certificates and screens say. */
export const GRANT_SCHEMES = ['sisfs', 'nidhi-prayas', 'nidhi-sss', 'institute'] as const;
export type GrantScheme = (typeof GRANT_SCHEMES)[number];
export const GRANT_SCHEME_LABELS: Record<GrantScheme, string> = {
  sisfs: 'Startup India Seed Fund Scheme',
  'nidhi-prayas': 'NIDHI-PRAYAS',
  'nidhi-sss': 'NIDHI Seed Support System',
  institute: 'Institute seed fund',
};

/** Heads of expenditure, as a utilisation certificate groups spending. */
export const EXPENSE_HEADS = [
  'prototype',
  'equipment',
  'materials',
  'manpower',
  'testing',
  'ip',
  'travel',
  'market',
  'services',
  'other',
] as const;
export type ExpenseHead = (typeof EXPENSE_HEADS)[number];
export const EXPENSE_HEAD_LABELS: Record<ExpenseHead, string> = {
  prototype: 'Prototype and product development',
  equipment: 'Equipment and tools',
  materials: 'Materials and consumables',
  manpower: 'Manpower',
  testing: 'Testing, trials and certification',
  ip: 'Patents and intellectual property',
  travel: 'Travel',
  market: 'Market entry and marketing',
  services: 'Professional services',
  other: 'Other',
};

/**
 * A tranche's way from milestone to money: evidence awaited → submitted → approved (or sent back, then
 * submitted again) → disbursed. Nothing is disbursed before approval.
 */
export const TRANCHE_STATES = [
  'awaiting-evidence',
  'submitted',
  'sent-back',
  'approved',
  'disbursed',
] as const;
export type TrancheState = (typeof TRANCHE_STATES)[number];
export const TRANCHE_STATE_LABELS: Record<TrancheState, string> = {
  'awaiting-evidence': 'Awaiting evidence',
  submitted: 'Evidence submitted',
  'sent-back': 'Sent back',
  approved: 'Approved, to be disbursed',
  disbursed: 'Disbursed',
};
/** States in which the founders still owe evidence: the reminders' subject. */
export const EVIDENCE_OWED: readonly TrancheState[] = ['awaiting-evidence', 'sent-back'];

export const GRANT_LIMITS = {
  /** ₹1 crore in paise: above any seed grant (SISFS's largest is ₹50 lakh), inside a 32-bit integer column. */
  maxPaise: 1_000_000_000,
  title: 120,
  reference: 80,
  note: 500,
  reason: 500,
  /** How the amount fields take text: "1,50,000.50" and room for spaces and "₹". */
  amountText: 20,
  tranches: 12,
} as const;

/** Reminders (docs/product.md#seed-grants): this many days before a milestone's due date, and after it. */
export const REMINDER_DAYS_BEFORE = 7;
export const REMINDER_DAYS_AFTER = 1;

/**
 * Rupee text as people type it ("1,50,000", "₹ 2500.5", "20 00 000") to integer paise, without floating
 * point: the rupees and the paise are read as two whole numbers. Null for anything else.
 */
export function rupeesToPaise(text: string): number | null {
  const plain = text.replace(/[\s,₹]/g, '').replace(/^Rs\.?/i, '');
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return null;
  const paise = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(paise) ? paise : null;
}

/** Paise as rupee digits with Indian grouping, e.g. 15000050 → "1,50,000.50" (no sign, no symbol). */
export function paiseDigits(paise: number): string {
  const whole = Math.abs(paise);
  const rupees = Math.floor(whole / 100);
  const rest = whole % 100;
  return `${numberFormat('en-IN', { maximumFractionDigits: 0 }).format(rupees)}.${String(rest).padStart(2, '0')}`;
}

/** Paise as people read rupees: 15000050 → "₹1,50,000.50", −500 → "−₹5.00". */
export function formatPaise(paise: number): string {
  return `${paise < 0 ? '−' : ''}₹${paiseDigits(paise)}`;
}

/** Paise as a form shows them back: 15000050 → "150000.50", 2500000 → "25000". */
export function paiseToRupeeText(paise: number): string {
  const rest = paise % 100;
  return rest === 0 ? String(paise / 100) : `${Math.floor(paise / 100)}.${String(rest).padStart(2, '0')}`;
}

export interface GrantBalances {
  sanctionedPaise: number;
  disbursedPaise: number;
  spentPaise: number;
  /** Sanctioned and not yet disbursed. */
  toDisbursePaise: number;
  /** Disbursed and not yet spent: what the startup holds of the grant. */
  inHandPaise: number;
}

/**
 * A grant's balances, always from its records (docs/product.md#seed-grants): the sum of the disbursements
 * recorded and of the spending recorded, never a stored running total.
 */
export function grantBalances(
  sanctionedPaise: number,
  disbursements: readonly { disbursedPaise: number | null }[],
  expenses: readonly { amountPaise: number }[],
): GrantBalances {
  const disbursedPaise = disbursements.reduce((sum, each) => sum + (each.disbursedPaise ?? 0), 0);
  const spentPaise = expenses.reduce((sum, each) => sum + each.amountPaise, 0);
  return {
    sanctionedPaise,
    disbursedPaise,
    spentPaise,
    toDisbursePaise: sanctionedPaise - disbursedPaise,
    inHandPaise: disbursedPaise - spentPaise,
  };
}

/** Spending per head, in the order of EXPENSE_HEADS, heads with none left out: the certificate's table. */
export function spendingByHead(
  expenses: readonly { head: ExpenseHead; amountPaise: number }[],
): { head: ExpenseHead; label: string; entries: number; amountPaise: number }[] {
  return EXPENSE_HEADS.map((head) => {
    const mine = expenses.filter((each) => each.head === head);
    return {
      head,
      label: EXPENSE_HEAD_LABELS[head],
      entries: mine.length,
      amountPaise: mine.reduce((sum, each) => sum + each.amountPaise, 0),
    };
  }).filter((row) => row.entries > 0);
}
