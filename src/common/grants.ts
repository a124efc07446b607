import { z } from 'zod';
import { recordIdSchema } from './ids';
import {
  EXPENSE_HEADS,
  GRANT_LIMITS as L,
  GRANT_SCHEMES,
  TRANCHE_STATES,
  formatPaise,
  rupeesToPaise,
} from './grants-constants';
import { requiredString } from './text-fields';

export * from './grants-constants';

// Inputs and answers of seed grants (docs/product.md#seed-grants).

export const GRANT_MESSAGES = {
  notFound: 'Grant not found',
  trancheNotFound: 'Milestone not found',
  startupNotFound: 'Startup not found',
  notTeam: 'Only the team of this startup can do this.',
  alreadyHasGrant: 'This startup already has a grant. Add milestones to it instead.',
  amount: 'Please enter an amount in rupees, such as 1,50,000 or 2500.50',
  amountPositive: 'The amount must be more than ₹0',
  amountTooLarge: `The amount must be at most ${formatPaise(L.maxPaise)}`,
  date: 'Please enter a date',
  futureDate: 'This date is in the future.',
  beforeSanction: 'This date is before the grant was sanctioned.',
  tranchesOverSanction: (left: string) =>
    `The milestones would add up to more than the sanctioned amount: ${left} is left to plan.`,
  tooManyTranches: `A grant has at most ${L.tranches} milestones.`,
  evidenceFile: 'Please attach the evidence as a PDF.',
  evidenceState: 'Evidence can be sent while the milestone awaits it or was sent back.',
  reviewState: 'Only submitted evidence can be approved or sent back.',
  reasonRequired: 'Please say what is missing, so the founders can fix it.',
  disburseState: 'A milestone is disbursed once, after its evidence is approved.',
  disburseOverTranche: (amount: string) => `The disbursement can be at most the milestone's ${amount}.`,
  spendOverDisbursed: (inHand: string) =>
    `Spending is recorded against money received: ${inHand} of the grant is unspent. Record the spending once the next tranche is disbursed.`,
  noEvidence: 'No evidence has been sent for this milestone.',
  created: 'Grant recorded.',
  trancheAdded: 'Milestone added.',
  evidenceSent: 'Evidence sent. The centre will review it.',
  approved: 'Evidence approved. The tranche can now be disbursed.',
  sentBack: 'Sent back to the founders with your reason.',
  disbursed: 'Disbursement recorded.',
  expenseRecorded: 'Spending recorded.',
} as const;

const M = GRANT_MESSAGES;

/**
 * An amount in integer paise. A number is paise already (what the site's forms send once their text is
 * read); a string is rupees as people type them ("1,50,000.50") and is turned into paise without floats.
 */
export const paiseSchema = z
  .union([z.number(), z.string().max(L.amountText, M.amount)])
  .transform((value, ctx) => {
    const paise = typeof value === 'number' ? value : rupeesToPaise(value);
    if (paise === null || !Number.isSafeInteger(paise)) {
      ctx.addIssue({ code: 'custom', message: M.amount });
      return z.NEVER;
    }
    if (paise <= 0) {
      ctx.addIssue({ code: 'custom', message: M.amountPositive });
      return z.NEVER;
    }
    if (paise > L.maxPaise) {
      ctx.addIssue({ code: 'custom', message: M.amountTooLarge });
      return z.NEVER;
    }
    return paise;
  });

const dateSchema = z.iso.date({ error: M.date });
const optionalText = (what: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${what} must be at most ${max} characters`)
    .optional()
    .transform((value) => value ?? '');

export const grantCreateSchema = z.strictObject({
  startupId: recordIdSchema('Please choose a startup'),
  scheme: z.enum(GRANT_SCHEMES, { error: 'Please choose a scheme' }),
  amountPaise: paiseSchema,
  sanctionedOn: dateSchema,
  reference: optionalText('Sanction reference', L.reference),
});
export type GrantCreateInput = z.infer<typeof grantCreateSchema>;
export type GrantCreateFormValues = z.input<typeof grantCreateSchema>;

export const trancheCreateSchema = z.strictObject({
  title: requiredString('Milestone', L.title),
  dueOn: dateSchema,
  amountPaise: paiseSchema,
});
export type TrancheCreateInput = z.infer<typeof trancheCreateSchema>;
export type TrancheCreateFormValues = z.input<typeof trancheCreateSchema>;

/** The text fields of the evidence form (multipart, with the PDF as `file`). */
export const evidenceFieldsSchema = z.strictObject({
  note: requiredString('What the evidence shows', L.note),
});
export type EvidenceFields = z.infer<typeof evidenceFieldsSchema>;
export const EVIDENCE_FILE_FIELD = 'file';

export const trancheReviewSchema = z
  .strictObject({
    decision: z.enum(['approve', 'send-back'], { error: 'Please choose approve or send back' }),
    reason: optionalText('Reason', L.reason),
  })
  .refine((input) => input.decision === 'approve' || input.reason.length > 0, {
    path: ['reason'],
    message: M.reasonRequired,
  });
export type TrancheReviewInput = z.infer<typeof trancheReviewSchema>;
export type TrancheReviewFormValues = z.input<typeof trancheReviewSchema>;

export const disbursementSchema = z.strictObject({
  disbursedOn: dateSchema,
  amountPaise: paiseSchema,
  reference: requiredString('Payment reference', L.reference),
});
export type DisbursementInput = z.infer<typeof disbursementSchema>;
export type DisbursementFormValues = z.input<typeof disbursementSchema>;

export const expenseCreateSchema = z.strictObject({
  spentOn: dateSchema,
  head: z.enum(EXPENSE_HEADS, { error: 'Please choose a head of expenditure' }),
  amountPaise: paiseSchema,
  note: requiredString('What was bought', L.note),
});
export type ExpenseCreateInput = z.infer<typeof expenseCreateSchema>;
export type ExpenseCreateFormValues = z.input<typeof expenseCreateSchema>;

/* ---------- answers ---------- */

export const trancheSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  dueOn: z.string(),
  amountPaise: z.number().int(),
  state: z.enum(TRANCHE_STATES),
  evidenceNote: z.string(),
  hasEvidence: z.boolean(),
  evidenceSentAt: z.string().nullable(),
  reviewReason: z.string(),
  reviewedAt: z.string().nullable(),
  disbursedOn: z.string().nullable(),
  disbursedPaise: z.number().int().nullable(),
  disbursementReference: z.string(),
});
export type Tranche = z.infer<typeof trancheSchema>;

export const expenseSchema = z.object({
  id: z.number().int(),
  spentOn: z.string(),
  head: z.enum(EXPENSE_HEADS),
  amountPaise: z.number().int(),
  note: z.string(),
  recordedAt: z.string(),
});
export type Expense = z.infer<typeof expenseSchema>;

const balancesSchema = z.object({
  sanctionedPaise: z.number().int(),
  disbursedPaise: z.number().int(),
  spentPaise: z.number().int(),
  toDisbursePaise: z.number().int(),
  inHandPaise: z.number().int(),
});

export const grantSchema = z.object({
  id: z.number().int(),
  startupId: z.number().int(),
  startupName: z.string(),
  scheme: z.enum(GRANT_SCHEMES),
  sanctionedPaise: z.number().int(),
  sanctionedOn: z.string(),
  reference: z.string(),
  balances: balancesSchema,
  tranches: z.array(trancheSchema),
  expenses: z.array(expenseSchema),
  /** Whether the caller is on the startup's team (may send evidence and record spending). */
  isTeam: z.boolean(),
});
export type Grant = z.infer<typeof grantSchema>;

/** A startup's grant as its team sees it on the cohort page; null while it has none. */
export const startupGrantSchema = z.object({ grant: grantSchema.nullable() });

export const grantListItemSchema = z.object({
  id: z.number().int(),
  startupId: z.number().int(),
  startupName: z.string(),
  scheme: z.enum(GRANT_SCHEMES),
  sanctionedOn: z.string(),
  balances: balancesSchema,
  /** Milestones whose evidence waits for the admin's review. */
  toReview: z.number().int(),
  /** Approved milestones waiting for their money. */
  toDisburse: z.number().int(),
});
export type GrantListItem = z.infer<typeof grantListItemSchema>;

export const adminGrantsSchema = z.object({
  items: z.array(grantListItemSchema),
  /** Cohort startups without a grant yet: the choices of "Record a grant". */
  startupsWithoutGrant: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AdminGrants = z.infer<typeof adminGrantsSchema>;

export const grantCreatedSchema = z.object({ id: z.number().int(), message: z.string() });
