import { z } from 'zod';
import { PRIVACY_SECTION_IDS, PRIVACY_TEXT_MAX } from './privacy-constants';
import { requiredString } from './text-fields';
import { retentionPeriodSchema } from './retention';

export { PRIVACY_SECTIONS, type PrivacySectionId } from './privacy-constants';

/** One purpose of the notice: what is collected, who sees it, how long it is kept. */
const sectionText = z.object({
  collected: requiredString('What is collected', PRIVACY_TEXT_MAX),
  whoSees: requiredString('Who sees it', PRIVACY_TEXT_MAX),
  kept: requiredString('How long it is kept', PRIVACY_TEXT_MAX),
});
export type PrivacySectionText = z.infer<typeof sectionText>;

export const privacySectionSchema = sectionText.extend({ id: z.enum(PRIVACY_SECTION_IDS) });
export type PrivacySection = z.infer<typeof privacySectionSchema>;

/** Whom a person writes to about their data: the grievance officer set in the server's configuration. */
export const grievanceOfficerSchema = z.object({ name: z.string(), email: z.string() });
export type GrievanceOfficer = z.infer<typeof grievanceOfficerSchema>;

/**
 * The notice in force (docs/product.md#privacy-notice): its version and date, one part per purpose in the
 * order of PRIVACY_SECTIONS, and the grievance officer. `version` is null until the centre publishes one.
 */
export const privacyNoticeSchema = z.object({
  version: z.number().int().nullable(),
  publishedOn: z.string().nullable(),
  sections: z.array(privacySectionSchema),
  grievanceOfficer: grievanceOfficerSchema,
  /** How long each kind of data is kept, from the server's configuration (docs/product.md#retention). */
  retention: z.array(retentionPeriodSchema),
});
export type PrivacyNotice = z.infer<typeof privacyNoticeSchema>;

/** The admin's new version: every part's three answers, each required. */
export const privacyNoticeInputSchema = z.strictObject({
  sections: z.strictObject(
    Object.fromEntries(PRIVACY_SECTION_IDS.map((id) => [id, sectionText])) as Record<
      (typeof PRIVACY_SECTION_IDS)[number],
      typeof sectionText
    >,
  ),
});
export type PrivacyNoticeInput = z.infer<typeof privacyNoticeInputSchema>;
