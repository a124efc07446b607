import { z } from 'zod';
import { emailSchema, verifiedAffiliationSchema, type VerifiedAffiliation } from './auth';
import { COMPANY_VERIFICATION_LIMITS, optionalUrl, requiredText, requiredUrl } from './company-verification';

/** docs/product.md#work-profile: who the person is at the centre. */
export const WORK_ROLES = [
  { value: 'student', label: 'Student' },
  { value: 'professor', label: 'Professor' },
  { value: 'startup', label: 'Startup' },
] as const;
export type WorkRole = (typeof WORK_ROLES)[number]['value'];

/** The roles proven by a code sent to a university address; a startup goes through company verification. */
export const AFFILIATIONS = ['student', 'professor'] as const;
export type Affiliation = (typeof AFFILIATIONS)[number];

export const AFFILIATION_LABELS: Record<Affiliation, string> = { student: 'Student', professor: 'Professor' };

export const WORK_PROFILE_MESSAGES = {
  loginRequired: 'Please log in to verify your work profile.',
  roleRequired: 'Please choose Student or Professor',
  codeRequired: 'Please enter the 6-digit code',
  codeFormat: 'The code is 6 digits',
  wrongCode: 'Invalid or expired code. Please check the code or ask for a new one.',
  /** A code is mailed rather than a link (docs/decisions/005-codes-instead-of-links.md). */
  codeSent: (email: string) => `Verification code sent to ${email}`,
  verified: (role: Affiliation, email: string) => `${AFFILIATION_LABELS[role]} — verified as ${email}`,
  wrongDomain: (domains: readonly string[]) =>
    `Please use your university email address (ending in ${domains.map((domain) => `@${domain}`).join(' or ')}).`,
  startupNameRequired: 'Company name is required',
  startupWebsiteRequired: 'Company website is required',
  startupDescriptionRequired: 'Description is required',
  requestSent: (name: string) => `Verification request sent for ${name}`,
  emailTaken: 'This email address already verifies another account.',
} as const;

const W = WORK_PROFILE_MESSAGES;

const affiliationSchema = z.enum(AFFILIATIONS, { message: W.roleRequired });

/** POST /api/work-profile/send-code: mail a code to a university address. */
export const sendWorkCodeSchema = z.strictObject({ role: affiliationSchema, email: emailSchema });
export type SendWorkCodeInput = z.input<typeof sendWorkCodeSchema>;

/** POST /api/work-profile/verify: the code proves the address; the affiliation is then recorded. */
export const verifyWorkCodeSchema = z.strictObject({
  role: affiliationSchema,
  email: emailSchema,
  code: z
    .string({ message: W.codeRequired })
    .trim()
    .min(1, W.codeRequired)
    .regex(/^\d{6}$/, W.codeFormat),
});
export type VerifyWorkCodeInput = z.input<typeof verifyWorkCodeSchema>;

/**
 * POST /api/work-profile/startup: the startup form of docs/product.md#work-profile (name, website,
 * description). It opens a company verification request; the LinkedIn page is optional here
 * (unlike on docs/product.md#company-verification) because a made-up address would mislead the
 * reviewer.
 */
export const startupVerificationSchema = z.strictObject({
  name: requiredText(W.startupNameRequired, 'Company name', COMPANY_VERIFICATION_LIMITS.companyName),
  website: requiredUrl(W.startupWebsiteRequired),
  description: requiredText(
    W.startupDescriptionRequired,
    'Description',
    COMPANY_VERIFICATION_LIMITS.additionalInfo,
  ),
  linkedinUrl: optionalUrl,
});
export type StartupVerificationInput = z.input<typeof startupVerificationSchema>;

/** A university address: one of the configured domains or any subdomain of one. */
export function isUniversityEmail(email: string, domains: readonly string[]): boolean {
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  const domain = email
    .slice(at + 1)
    .toLowerCase()
    .replace(/\.$/, '');
  return domains.some((allowed) => {
    const base = allowed.toLowerCase();
    return domain === base || domain.endsWith(`.${base}`);
  });
}

export type { VerifiedAffiliation };

/** GET /api/work-profile. */
export const workProfileViewSchema = z.object({
  affiliation: verifiedAffiliationSchema.nullable(),
  acceptedDomains: z.array(z.string()),
});
export type WorkProfile = z.infer<typeof workProfileViewSchema>;

/** POST /api/work-profile/verify: the message and the affiliation now on the profile. */
export const workEmailVerifiedSchema = z.object({
  message: z.string(),
  affiliation: verifiedAffiliationSchema,
});
