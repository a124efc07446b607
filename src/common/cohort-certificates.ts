import { z } from 'zod';
import { certificateSettingsBodySchema, issuedCertificateSchema } from './certificates';
import { recordIdSchema } from './ids';
import { COHORT_ROLES, type CohortRole } from './startups-constants';

// Certificates of a cohort's completion (docs/product.md#certificates): the admin issues them to a finished
// cohort's founders and members; they check at the same /certificates/<code> as events' certificates.

/** POST /api/admin/cohorts/:id/certificates: the wording, as for an event's certificate (no speakers here). */
export const cohortCertificateBodySchema = certificateSettingsBodySchema.omit({ include_staff: true });
export type CohortCertificateBody = z.infer<typeof cohortCertificateBodySchema>;

export const COHORT_CERTIFICATE_MESSAGES = {
  notFound: 'There is no such certificate in this cohort.',
  cohortNotFound: 'There is no such cohort.',
  notOver: (endsOn: string) =>
    `This cohort runs until ${endsOn}. Issue its certificates from its last day on.`,
  nobody: 'Nobody has joined this cohort’s startups yet, so there is nobody to issue a certificate to.',
  issued: (count: number) =>
    count === 0
      ? 'Everyone in this cohort already holds a certificate; the wording is saved for reissues.'
      : `${count} ${count === 1 ? 'certificate is' : 'certificates are'} issued and mailed.`,
  mineNotFound: 'No certificate of yours has this number.',
} as const;

/** What a founder or member did, printed before the programme and cohort. */
export function cohortCertificateReason(role: CohortRole, startup: string): string {
  return role === 'founder'
    ? `for completing, as a founder of ${startup},`
    : `for completing, as a team member of ${startup},`;
}

/** The programme and the cohort a certificate of completion names. */
export function cohortCertificateSubject(programme: string, cohort: string): string {
  return `${programme}: ${cohort}`;
}

/** One issued certificate of a cohort, as the admin sees it. */
export const issuedCohortCertificateSchema = issuedCertificateSchema.omit({ role: true }).extend({
  startup: z.string(),
  role: z.enum(COHORT_ROLES),
});
export type IssuedCohortCertificate = z.infer<typeof issuedCohortCertificateSchema>;

/** GET /api/admin/cohorts/:id/certificates: the wording (null before the first issue) and what is issued. */
export const cohortCertificatesSchema = z.object({
  settings: cohortCertificateBodySchema.nullable(),
  /** Joined members without a certificate: what an issue would add. */
  waiting: z.number().int(),
  /** Who they are, by startup, for the admin's list of every member (docs/product.md#certificates). */
  waiting_members: z.array(
    z.object({ user_id: z.number(), name: z.string(), startup: z.string(), role: z.enum(COHORT_ROLES) }),
  ),
  items: z.array(issuedCohortCertificateSchema),
});
export type CohortCertificates = z.infer<typeof cohortCertificatesSchema>;
export const cohortCertificatesIssuedSchema = cohortCertificatesSchema.extend({
  message: z.string(),
  issued: z.number().int(),
});
export const cohortCertificateChangeSchema = z.object({
  message: z.string(),
  certificate: issuedCohortCertificateSchema,
});

/** Path parameters of /api/admin/cohorts/:id/certificates/:certificateId/… */
export const cohortCertificateParamsSchema = z.strictObject({
  id: recordIdSchema(),
  certificateId: recordIdSchema(COHORT_CERTIFICATE_MESSAGES.notFound),
});

/** One of the signed-in person's own certificates of completion (revoked ones are not listed). */
export const myCohortCertificateSchema = z.object({
  id: z.number(),
  cohort_id: z.number(),
  title: z.string(),
  /** The programme and cohort, as printed. */
  subject: z.string(),
  startup: z.string(),
  name: z.string(),
  code: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  issued_at: z.string(),
});
export type MyCohortCertificate = z.infer<typeof myCohortCertificateSchema>;
export const myCohortCertificateListSchema = z.object({ items: z.array(myCohortCertificateSchema) });

/** Path parameters of /api/me/cohort-certificates/:certificateId/pdf */
export const myCohortCertificateParamsSchema = z.strictObject({
  certificateId: recordIdSchema(COHORT_CERTIFICATE_MESSAGES.mineNotFound),
});
