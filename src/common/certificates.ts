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
  picturesSaved: 'The certificate’s pictures are saved. Certificates show them from now on.',
  pictureRemoved: 'The picture is removed from the certificate.',
  settingsFirst: 'Turn certificates on for this event before adding pictures.',
  noPicture: 'Choose a logo or a signature picture to upload.',
} as const;

/** Path parameters of /api/certificates/:code: upper-cased, so a code typed in lower case still verifies. */
export const certificateCodeParamsSchema = z.strictObject({
  code: z
    .string()
    .max(64, CERTIFICATE_MESSAGES.badCode)
    .transform((code) => code.trim().toUpperCase())
    .pipe(z.string().regex(CERTIFICATE_CODE_PATTERN, CERTIFICATE_MESSAGES.badCode)),
});

/** What a certificate attests: attending an event, or completing a programme with a cohort. */
export const CERTIFICATE_KINDS = ['attendance', 'completion'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];
/** The words before what it was for, on the check page: "for attending Hardware hackathon". */
export const CERTIFICATE_KIND_WORDS: Record<CertificateKind, string> = {
  attendance: 'for attending',
  completion: 'for completing',
};

/** GET /api/certificates/:code: what anyone may learn from a code, and nothing more. */
export const certificateVerificationSchema = z.object({
  kind: z.enum(CERTIFICATE_KINDS),
  /** `replaced`: a reissue gave the certificate a new code (a corrected name); this one no longer attests. */
  state: z.enum(['valid', 'revoked', 'replaced']),
  name: z.string(),
  /** The event attended, or the programme and cohort completed. */
  event: z.string(),
  /** The event's (or the cohort's) dates, `YYYY-MM-DD`. */
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
  /** The speakers and the organiser who have accounts get a certificate too (docs/product.md#certificates). */
  include_staff: z.boolean({ error: 'Include speakers and organisers must be yes or no' }).optional(),
});
export type CertificateSettingsBody = z.infer<typeof certificateSettingsBodySchema>;

/** An event's certificate as the admin set it up; `settings` is null while certificates are off. */
export const certificateSettingsAnswerSchema = z.object({
  settings: z
    .object({
      title: z.string(),
      signatory_name: z.string(),
      signatory_role: z.string(),
      include_staff: z.boolean(),
      has_logo: z.boolean(),
      has_signature: z.boolean(),
    })
    .nullable(),
  message: z.string().optional(),
});
export type CertificateSettingsAnswer = z.infer<typeof certificateSettingsAnswerSchema>;

/** The verification page's title and words (docs/product.md#certificates). */
export const CERTIFICATE_PAGE = {
  title: 'Certificate check',
  valid: 'Valid certificate',
  revoked: 'Revoked certificate',
  validText: 'The centre issued this certificate to',
  revokedText: 'The centre has revoked this certificate. It no longer attests anything. It was issued to',
  replaced: 'Replaced certificate',
  replacedText:
    'The centre reissued this certificate with a new code; this code no longer attests anything. It was issued to',
} as const;

/** The heading and sentence of the check page for each state. */
export const CERTIFICATE_STATE_WORDS = {
  valid: { heading: CERTIFICATE_PAGE.valid, text: CERTIFICATE_PAGE.validText },
  revoked: { heading: CERTIFICATE_PAGE.revoked, text: CERTIFICATE_PAGE.revokedText },
  replaced: { heading: CERTIFICATE_PAGE.replaced, text: CERTIFICATE_PAGE.replacedText },
} as const;

/** What the person did at the event, as the certificate says it. */
export const CERTIFICATE_ROLES = ['attendee', 'speaker', 'organiser'] as const;
export type CertificateRole = (typeof CERTIFICATE_ROLES)[number];
export const CERTIFICATE_ROLE_WORDS: Record<CertificateRole, string> = {
  attendee: 'for attending',
  speaker: 'for speaking at',
  organiser: 'for organising',
};

export function certificatePagePath(code: string): string {
  return `/certificates/${code}`;
}

export const CERTIFICATE_ADMIN_MESSAGES = {
  notFound: 'There is no such certificate at this event.',
  revoked: (name: string) => `${name}’s certificate is revoked; its code now checks as revoked.`,
  alreadyRevoked: 'This certificate is already revoked.',
  reissued: (name: string) =>
    `The certificate is reissued to ${name} with a new code; the old code now checks as replaced.`,
  reissueRevoked: 'A revoked certificate stays revoked; it cannot be reissued.',
  changedMeanwhile: 'This certificate changed meanwhile. Reload the list and try again.',
} as const;

/** Where a person finds their certificates to download: the hub's certificates section. */
export const CERTIFICATES_HUB_PATH = '/my#certificates';

/** The PDF's file name: the code, so two downloads never clash and nothing personal is in the name. */
export function certificateFilename(code: string): string {
  return `certificate-${code}.pdf`;
}

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
  role: z.enum(CERTIFICATE_ROLES),
  issued_at: z.string(),
  revoked_at: z.string().nullable(),
  reissued_at: z.string().nullable(),
});
export type IssuedCertificate = z.infer<typeof issuedCertificateSchema>;
export const issuedCertificateListSchema = z.object({ items: z.array(issuedCertificateSchema) });
export const revokeAnswerSchema = z.object({ message: z.string(), certificate: issuedCertificateSchema });

/** One of the signed-in person's own certificates (revoked ones are not listed). */
export const myCertificateSchema = z.object({
  id: z.number(),
  event_id: z.number(),
  event: z.string(),
  title: z.string(),
  /** The name printed on it, as stored at issue or reissue. */
  name: z.string(),
  code: z.string(),
  role: z.enum(CERTIFICATE_ROLES),
  start_date: z.string(),
  end_date: z.string(),
  issued_at: z.string(),
});
export type MyCertificate = z.infer<typeof myCertificateSchema>;
export const myCertificateListSchema = z.object({ items: z.array(myCertificateSchema) });

/** Path parameters of /api/me/certificates/:certificateId/pdf */
export const myCertificateParamsSchema = z.strictObject({
  certificateId: recordIdSchema(CERTIFICATE_MESSAGES.notFound),
});

/** Which picture of the certificate: the logo on top or the signature above the signatory's name. */
export const CERTIFICATE_PICTURES = ['logo', 'signature'] as const;
export const certificatePictureParamsSchema = z.strictObject({
  id: recordIdSchema(),
  picture: z.enum(CERTIFICATE_PICTURES, { error: 'The picture is either logo or signature.' }),
});
