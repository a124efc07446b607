import { z } from 'zod';
import { isWebAddress, withWebScheme } from './web-address';

export const VERIFICATION_STATUSES = ['pending', 'approved', 'declined'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
export const VERIFICATION_DECISIONS = ['approved', 'declined'] as const;
export type VerificationDecision = (typeof VERIFICATION_DECISIONS)[number];

/**
 * The texts of the company verification form and its review
 * (docs/product.md#verification-and-application-messages).
 */
export const COMPANY_VERIFICATION_MESSAGES = {
  companyNameRequired: 'Company name is required',
  companyWebsiteRequired: 'Company website is required',
  linkedinUrlRequired: 'LinkedIn URL is required',
  additionalInfoRequired: 'Additional information is required',
  invalidUrl: 'Please enter a valid URL (starting with http:// or https://)',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  loginRequired: 'Please log in to submit a verification request.',
  success: 'Verification request sent successfully! Please wait for admin approval.',
  failure: 'Failed to send verification request',
  unreadable: 'Server error. Please try again.',
  pending:
    'Your verification request is awaiting admin approval. We will email you once it has been reviewed.',
  declined: 'Your verification request was declined. Please contact support for more information.',
  alreadyPending: 'You already have a verification request awaiting admin approval.',
  alreadyApproved: 'Your company is already verified.',
  listFailed: 'Failed to load verification requests',
  updateFailed: 'Failed to update verification status',
  empty: 'No verification requests found',
  notFound: 'Verification request not found',
  alreadyDecided: 'This verification request has already been decided.',
} as const;

export const COMPANY_VERIFICATION_LIMITS = {
  companyName: 200,
  url: 500,
  additionalInfo: 2000,
} as const;

const M = COMPANY_VERIFICATION_MESSAGES;

/** Trimmed text that must not be empty. */
export const requiredText = (required: string, label: string, max: number) =>
  z.string({ message: required }).trim().min(1, required).max(max, M.tooLong(label, max));

/**
 * An http(s) address: a javascript: or data: link would become a live link in the admin area. One typed
 * without a scheme (`example.com`) gets https:// (docs/product.md#web-addresses).
 */
export const requiredUrl = (required: string) =>
  requiredText(required, 'The address', COMPANY_VERIFICATION_LIMITS.url)
    .transform(withWebScheme)
    .refine(isWebAddress, M.invalidUrl);

/** An http(s) address or nothing; an empty field means none. */
export const optionalUrl = z
  .string({ message: M.invalidUrl })
  .trim()
  .max(COMPANY_VERIFICATION_LIMITS.url, M.tooLong('The address', COMPANY_VERIFICATION_LIMITS.url))
  .transform(withWebScheme)
  .refine((value) => value === '' || isWebAddress(value), M.invalidUrl)
  .optional()
  .transform((value) => (value ? value : undefined));

/**
 * POST /api/company-verification. Strict: the email, status and submission time come from the
 * server (the signed-in user, `pending`, now), so a body that names them is refused.
 */
export const companyVerificationSchema = z.strictObject({
  companyName: requiredText(M.companyNameRequired, 'Company name', COMPANY_VERIFICATION_LIMITS.companyName),
  companyWebsite: requiredUrl(M.companyWebsiteRequired),
  linkedinUrl: requiredUrl(M.linkedinUrlRequired),
  socialMediaUrl: optionalUrl,
  additionalInfo: requiredText(
    M.additionalInfoRequired,
    'Additional information',
    COMPANY_VERIFICATION_LIMITS.additionalInfo,
  ),
});
export type CompanyVerificationInput = z.input<typeof companyVerificationSchema>;

export const verificationDecisionSchema = z.strictObject({
  status: z.enum(VERIFICATION_DECISIONS, { message: 'Status must be approved or declined' }),
});

export const verificationListQuerySchema = z.object({
  status: z
    .enum(VERIFICATION_STATUSES, { message: 'Status must be pending, approved or declined' })
    .optional(),
});

/**
 * A request as the admin list shows it (docs/product.md#startup-verification-tab; field names in camelCase).
 */
export const companyVerificationRequestSchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
  companyWebsite: z.string(),
  linkedinUrl: z.string().nullable(),
  socialMediaUrl: z.string().nullable(),
  additionalInfo: z.string(),
  userEmail: z.string(),
  /** The requester as people are shown (docs/product.md#names). */
  userName: z.string(),
  status: z.enum(VERIFICATION_STATUSES),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type CompanyVerificationRequest = z.infer<typeof companyVerificationRequestSchema>;
export const companyVerificationListSchema = z.object({ items: z.array(companyVerificationRequestSchema) });

/** GET /api/company-verification-status: the signed-in user's latest request, or nulls. */
export const companyVerificationStatusSchema = z.object({
  status: z.enum(VERIFICATION_STATUSES).nullable(),
  companyName: z.string().nullable(),
  submittedAt: z.string().nullable(),
});
export type CompanyVerificationStatus = z.infer<typeof companyVerificationStatusSchema>;

/** POST /api/company-verification and /api/work-profile/startup (201): the message and the new status. */
export const companyVerificationSentSchema = z.object({
  message: z.string(),
  ...companyVerificationStatusSchema.shape,
});
