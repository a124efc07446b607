import { z } from 'zod';
import { optionalUrl, requiredText } from './company-verification';
import {
  APPLICATION_DECISIONS,
  APPLICATION_LIMITS,
  APPLICATION_MESSAGES,
  APPLICATION_STATUSES,
  PROGRAM_STAGES,
} from './program-applications-constants';

export * from './program-applications-constants';

const A = APPLICATION_MESSAGES;

/**
 * What an application to a programme and a submitted application to a call (docs/product.md#calls) both
 * ask of the team, in the order the forms show it; `teamSize` is the caller's (a call's draft has already
 * bounded it).
 */
export const applicationFields = <TeamSize extends z.ZodType>(teamSize: TeamSize) => ({
  teamName: requiredText(A.teamNameRequired, 'Startup or team name', APPLICATION_LIMITS.teamName),
  stage: z.enum(PROGRAM_STAGES, { message: A.stageRequired }),
  description: requiredText(A.descriptionRequired, 'Description', APPLICATION_LIMITS.description),
  teamSize,
  website: optionalUrl,
  phone: z
    .string({ message: A.phoneRequired })
    .trim()
    .min(1, A.phoneRequired)
    .max(APPLICATION_LIMITS.phone, A.phoneInvalid)
    .regex(/^\+?[0-9][0-9 ()-]{4,}$/, A.phoneInvalid),
});

export const applicationDecisionSchema = z.strictObject({
  status: z.enum(APPLICATION_DECISIONS, { message: 'Status must be accepted or declined' }),
});

export const applicationListQuerySchema = z.object({
  program: z.string().trim().max(100).optional(),
  status: z
    .enum(APPLICATION_STATUSES, { message: 'Status must be pending, accepted or declined' })
    .optional(),
});

/** One application from before calls, by its programme (docs/product.md#earlier-programme-applications). */
const myProgramApplicationSchema = z.object({
  id: z.number().int(),
  program: z.string(),
  programTitle: z.string(),
  teamName: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: z.string(),
});
export type MyProgramApplication = z.infer<typeof myProgramApplicationSchema>;
/** One application as the admin list shows it. */
export const programApplicationViewSchema = myProgramApplicationSchema.extend({
  stage: z.string(),
  description: z.string(),
  teamSize: z.number().int(),
  website: z.string().nullable(),
  phone: z.string(),
  applicantEmail: z.string(),
  applicantName: z.string(),
  decidedAt: z.string().nullable(),
});
export type ProgramApplication = z.infer<typeof programApplicationViewSchema>;
export const programApplicationListSchema = z.object({ items: z.array(programApplicationViewSchema) });
