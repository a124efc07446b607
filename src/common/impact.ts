import { z } from 'zod';
import { recordIdSchema } from './ids';
import {
  FOUNDER_GENDERS,
  FUNDING_SOURCES,
  IMPACT_LIMITS as L,
  IMPACT_PACKS,
  IMPACT_PERIOD_PATTERN,
  REVENUE_BANDS,
} from './impact-constants';

export * from './impact-constants';

// Inputs and answers of the impact reports and the public impact page (docs/product.md#impact-reports).

export const IMPACT_MESSAGES = {
  notFound: 'Startup not found',
  notFounder: 'Only the startup’s founders enter its impact facts.',
  factsSaved: 'Saved. The centre confirms these facts before they count in reports.',
  fundingAdded: 'Funding round added. The centre confirms it before it counts in reports.',
  fundingRemoved: 'Funding round removed.',
  fundingNotFound: 'This funding round is not there any more.',
  tooManyFundings: `A startup keeps at most ${L.fundingsPerStartup} funding rounds here.`,
  confirmed: (name: string) => `${name}: facts and funding rounds confirmed.`,
  nothingToConfirm: 'Nothing of this startup is waiting for confirmation.',
  genderSaved: 'Saved.',
  dateAhead: 'The date cannot be in the future',
  grantedAboveFiled: 'IP granted cannot exceed IP filed',
  unknownFigure: 'This figure is not in this report pack.',
  badPeriod: 'Choose a quarter such as 2026-Q4 or a year such as 2026.',
} as const;

/** A day from 1950 to today (checked against the centre's day on the server). */
const pastDay = (label: string) =>
  z.iso
    .date({ error: `${label} must be a date` })
    .refine((day) => day >= '1950-01-01', `${label} must be from 1950 on`);

const wholeNumber = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} must be 0 or more`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-IN')}`);

export const impactFactsInputSchema = z
  .strictObject({
    incorporatedOn: pastDay('Incorporation date').nullable(),
    dpiitNumber: z
      .string()
      .trim()
      .max(L.dpiitNumber, `DPIIT certificate number must be at most ${L.dpiitNumber} characters`),
    dpiitRecognisedOn: pastDay('DPIIT recognition date').nullable(),
    jobsCreated: wholeNumber('Jobs created', L.maxJobs),
    revenueBand: z.enum(REVENUE_BANDS, { error: 'Choose a revenue band' }),
    ipFiled: wholeNumber('IP filed', L.maxIp),
    ipGranted: wholeNumber('IP granted', L.maxIp),
  })
  .superRefine((facts, ctx) => {
    if (facts.ipGranted > facts.ipFiled)
      ctx.addIssue({ code: 'custom', path: ['ipGranted'], message: IMPACT_MESSAGES.grantedAboveFiled });
  });
export type ImpactFactsInput = z.infer<typeof impactFactsInputSchema>;

export const fundingInputSchema = z.strictObject({
  source: z.enum(FUNDING_SOURCES, { error: 'Choose grant, equity or debt' }),
  /** Integer paise: never a float (docs/product.md#impact-reports). */
  amountPaise: z
    .number({ error: 'Amount must be a number' })
    .int('Amount must be whole paise')
    .min(100, 'Amount must be at least ₹1')
    .max(L.maxAmountPaise, 'Amount is too large'),
  receivedOn: pastDay('Date received'),
  investor: z
    .string({ error: 'Investor is required' })
    .trim()
    .min(1, 'Investor is required')
    .max(L.investor, `Investor must be at most ${L.investor} characters`),
});
export type FundingInput = z.infer<typeof fundingInputSchema>;

export const founderGenderInputSchema = z.strictObject({
  gender: z.enum(FOUNDER_GENDERS, { error: 'Choose an answer' }).nullable(),
});

export const fundingParamsSchema = z.strictObject({ id: recordIdSchema(), fundingId: recordIdSchema() });

export const impactPeriodQuerySchema = z.strictObject({
  period: z.string().regex(IMPACT_PERIOD_PATTERN, IMPACT_MESSAGES.badPeriod),
});
export const packParamsSchema = z.strictObject({
  pack: z.enum(IMPACT_PACKS, { error: 'No such report pack' }),
});
export const figureParamsSchema = z.strictObject({
  pack: z.enum(IMPACT_PACKS, { error: 'No such report pack' }),
  figure: z.string().regex(/^[A-Za-z.-]{1,40}$/, IMPACT_MESSAGES.unknownFigure),
});

// Answers -------------------------------------------------------------------------------------------

const factsSchema = z.object({
  incorporatedOn: z.string().nullable(),
  dpiitNumber: z.string(),
  dpiitRecognisedOn: z.string().nullable(),
  jobsCreated: z.number(),
  revenueBand: z.enum(REVENUE_BANDS),
  ipFiled: z.number(),
  ipGranted: z.number(),
});
export const fundingSchema = z.object({
  id: z.number(),
  source: z.enum(FUNDING_SOURCES),
  amountPaise: z.number(),
  receivedOn: z.string(),
  investor: z.string(),
  confirmed: z.boolean(),
});
export type Funding = z.infer<typeof fundingSchema>;

/** A startup's impact facts on /my/cohort. */
export const startupImpactSchema = z.object({
  startupId: z.number(),
  name: z.string(),
  canEdit: z.boolean(),
  facts: factsSchema,
  /** When the centre confirmed the facts as they are; null while a change waits. */
  confirmedAt: z.string().nullable(),
  fundings: z.array(fundingSchema),
  /** The caller's own answer; null when not given. */
  yourGender: z.enum(FOUNDER_GENDERS).nullable(),
});
export type StartupImpact = z.infer<typeof startupImpactSchema>;

export const impactWaitingSchema = z.object({
  items: z.array(
    z.object({
      startupId: z.number(),
      name: z.string(),
      factsWaiting: z.boolean(),
      facts: factsSchema.nullable(),
      fundingsWaiting: z.array(fundingSchema),
      updatedAt: z.string(),
    }),
  ),
});
export type ImpactWaiting = z.infer<typeof impactWaitingSchema>;

const figureUnitSchema = z.enum(['count', 'paise', 'minutes']);
export const packFigureSchema = z.object({
  key: z.string(),
  section: z.string(),
  label: z.string(),
  unit: figureUnitSchema,
  value: z.number(),
  method: z.string(),
});
export type PackFigure = z.infer<typeof packFigureSchema>;

export const impactPackSchema = z.object({
  pack: z.enum(IMPACT_PACKS),
  title: z.string(),
  period: z.string(),
  periodLabel: z.string(),
  from: z.string(),
  to: z.string(),
  /** When the figures were computed, and the centre's day then. */
  computedAt: z.string(),
  today: z.string(),
  figures: z.array(packFigureSchema),
  /** What the pack cannot count yet, or assumed (docs/product.md#impact-reports). */
  notes: z.array(z.string()),
  quarters: z.array(z.string()),
});
export type ImpactPackAnswer = z.infer<typeof impactPackSchema>;

export const figureRecordsSchema = z.object({
  key: z.string(),
  label: z.string(),
  unit: figureUnitSchema,
  value: z.number(),
  method: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.union([z.string(), z.number()]))),
});
export type FigureRecords = z.infer<typeof figureRecordsSchema>;

/** GET /api/impact: the public figures, cumulative and per calendar year. */
export const publicImpactSchema = z.object({
  computedAt: z.string(),
  today: z.string(),
  years: z.array(z.string()),
  figures: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      unit: figureUnitSchema,
      method: z.string(),
      total: z.number(),
      perYear: z.array(z.number()),
    }),
  ),
});
export type PublicImpact = z.infer<typeof publicImpactSchema>;
