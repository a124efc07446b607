import { z } from 'zod';
import { recordIdSchema } from './ids';

/** docs/product.md#certificates: lengths of what the admin writes on an event's certificate. */
export const CERTIFICATE_LIMITS = { title: 120, signatoryName: 120, signatoryRole: 120 } as const;

/** A code is base32 (RFC 4648 alphabet, no padding) of 10 random bytes: 16 characters, 80 bits. */
export const CERTIFICATE_CODE_LENGTH = 16;
export const CERTIFICATE_CODE_PATTERN = /^[A-Z2-7]{16}$/;

export const CERTIFICATE_MESSAGES = {
  notFound: 'No certificate has this code. Check it against the certificate.',
  badCode: 'A certificate code is 16 letters and digits, as printed on the certificate.',
  titleRequired: 'Give the certificate a title.',
  titleTooLong: `At most ${CERTIFICATE_LIMITS.title} characters`,
  signatoryRequired: 'Name who signs the certificate.',
  signatoryTooLong: `At most ${CERTIFICATE_LIMITS.signatoryName} characters`,
  roleRequired: 'Give the signatory’s role, for example Director.',
  roleTooLong: `At most ${CERTIFICATE_LIMITS.signatoryRole} characters`,
  saved: 'Certificates are on for this event. Attendees who checked in get theirs after it ends.',
  removed: 'Certificates are off for this event. Certificates already issued stay valid.',
} as const;

/** Path parameters of /api/certificates/:code: upper-cased, so a code typed in lower case still verifies. */
export const certificateCodeParamsSchema = z.strictObject({
  code: z
    .string()
    .max(64, CERTIFICATE_MESSAGES.badCode)
    .transform((code) => code.trim().toUpperCase())
    .pipe(z.string().regex(CERTIFICATE_CODE_PATTERN, CERTIFICATE_MESSAGES.badCode)),
});

/** GET /api/certificates/:code: what anyone may learn from a code, and nothing more. */
export const certificateVerificationSchema = z.object({
  state: z.enum(['valid', 'revoked']),
  name: z.string(),
  event: z.string(),
  /** The event's dates, `YYYY-MM-DD`. */
  start_date: z.string(),
  end_date: z.string(),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

/** PUT /api/events/:id/certificate */
export const certificateSettingsBodySchema = z.strictObject({
  title: z
    .string()
    .trim()
    .min(1, CERTIFICATE_MESSAGES.titleRequired)
    .max(CERTIFICATE_LIMITS.title, CERTIFICATE_MESSAGES.titleTooLong),
  signatory_name: z
    .string()
    .trim()
    .min(1, CERTIFICATE_MESSAGES.signatoryRequired)
    .max(CERTIFICATE_LIMITS.signatoryName, CERTIFICATE_MESSAGES.signatoryTooLong),
  signatory_role: z
    .string()
    .trim()
    .min(1, CERTIFICATE_MESSAGES.roleRequired)
    .max(CERTIFICATE_LIMITS.signatoryRole, CERTIFICATE_MESSAGES.roleTooLong),
});
export type CertificateSettingsBody = z.infer<typeof certificateSettingsBodySchema>;

/** An event's certificate as the admin set it up; `settings` is null while certificates are off. */
export const certificateSettingsAnswerSchema = z.object({
  settings: z
    .object({ title: z.string(), signatory_name: z.string(), signatory_role: z.string() })
    .nullable(),
  message: z.string().optional(),
});
export type CertificateSettingsAnswer = z.infer<typeof certificateSettingsAnswerSchema>;

/** The verification page's title and words (docs/product.md#certificates). */
export const CERTIFICATE_PAGE = {
  title: 'Certificate check',
  valid: 'Valid certificate',
  revoked: 'Revoked certificate',
  validText: 'The centre issued this certificate of attendance to',
  revokedText: 'The centre has revoked this certificate. It no longer attests attendance. It was issued to',
} as const;

export function certificatePagePath(code: string): string {
  return `/certificates/${code}`;
}

export const CERTIFICATE_ADMIN_MESSAGES = {
  notFound: 'There is no such certificate at this event.',
  revoked: (name: string) => `${name}’s certificate is revoked; its code now checks as revoked.`,
  alreadyRevoked: 'This certificate is already revoked.',
} as const;

/** Path parameters of /api/events/:id/certificates/:certificateId/… */
export const issuedCertificateParamsSchema = z.strictObject({
  id: recordIdSchema(),
  certificateId: recordIdSchema(CERTIFICATE_ADMIN_MESSAGES.notFound),
});

/** One issued certificate as the admin sees it. */
export const issuedCertificateSchema = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  issued_at: z.string(),
  revoked_at: z.string().nullable(),
});
export const issuedCertificateListSchema = z.object({ items: z.array(issuedCertificateSchema) });
export const revokeAnswerSchema = z.object({ message: z.string(), certificate: issuedCertificateSchema });
