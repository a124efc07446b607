import { z } from 'zod';
import {
  FOUNDER_GENDERS,
  FUNDING_SOURCES,
  fundingInputSchema,
  IMPACT_LIMITS,
  impactFactsInputSchema,
  REVENUE_BANDS,
  type StartupImpact,
} from '#common/impact';

// The impact facts and funding forms hold text (docs/architecture.md#forms); these schemas turn it into the
// routes' input, so the browser checks what the server checks, with the same words.

const wholeText = (label: string) =>
  z
    .string()
    .trim()
    .max(9, `${label} is too large`)
    .regex(/^\d+$/, `${label} must be a whole number, 0 or more`)
    .transform(Number);

export const factsFormSchema = z
  .object({
    incorporatedOn: z.string().max(10),
    dpiitNumber: z.string().max(IMPACT_LIMITS.dpiitNumber),
    dpiitRecognisedOn: z.string().max(10),
    jobsCreated: wholeText('Jobs created'),
    revenueBand: z.enum(REVENUE_BANDS),
    ipFiled: wholeText('IP filed'),
    ipGranted: wholeText('IP granted'),
  })
  .transform((values) => ({
    ...values,
    incorporatedOn: values.incorporatedOn || null,
    dpiitRecognisedOn: values.dpiitRecognisedOn || null,
  }))
  .pipe(impactFactsInputSchema);
export type FactsFormValues = z.input<typeof factsFormSchema>;

export function factsFormValues(facts: StartupImpact['facts']): FactsFormValues {
  return {
    incorporatedOn: facts.incorporatedOn ?? '',
    dpiitNumber: facts.dpiitNumber,
    dpiitRecognisedOn: facts.dpiitRecognisedOn ?? '',
    jobsCreated: String(facts.jobsCreated),
    revenueBand: facts.revenueBand,
    ipFiled: String(facts.ipFiled),
    ipGranted: String(facts.ipGranted),
  };
}

/**
 * Rupees as typed ("12,50,000.50") to integer paise, by the digits rather than by multiplying a float, so
 * no amount is ever off by a paisa (docs/product.md#impact-reports).
 */
export function rupeesToPaise(text: string): number | null {
  const plain = text.replace(/[,\s₹]/g, '');
  const match = /^(\d{1,11})(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export const fundingFormSchema = z
  .object({
    source: z.enum(FUNDING_SOURCES),
    amount: z.string().max(20),
    receivedOn: z.string().max(10),
    investor: z.string().max(IMPACT_LIMITS.investor),
  })
  .transform((values, ctx) => {
    const amountPaise = rupeesToPaise(values.amount);
    if (amountPaise === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: 'Enter the amount in rupees, e.g. 12,50,000',
      });
      return z.NEVER;
    }
    return { source: values.source, amountPaise, receivedOn: values.receivedOn, investor: values.investor };
  })
  .pipe(fundingInputSchema);
export type FundingFormValues = z.input<typeof fundingFormSchema>;

export const genderFormSchema = z.object({ gender: z.enum(['', ...FOUNDER_GENDERS]) });
