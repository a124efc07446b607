import { z } from 'zod';

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

const isWebUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

/** An http(s) address: a javascript: or data: link would become a live link in the admin area. */
export const requiredUrl = (required: string) =>
  requiredText(required, 'The address', COMPANY_VERIFICATION_LIMITS.url).refine(isWebUrl, M.invalidUrl);

/** An http(s) address or nothing; an empty field means none. */
export const optionalUrl = z
  .string({ message: M.invalidUrl })
  .trim()
  .max(COMPANY_VERIFICATION_LIMITS.url, M.tooLong('The address', COMPANY_VERIFICATION_LIMITS.url))
  .refine((value) => value === '' || isWebUrl(value), M.invalidUrl)
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

export const idParamsSchema = z.object({
  id: z.coerce
    .number({ message: 'The id must be a positive whole number' })
    .int('The id must be a positive whole number')
    .positive('The id must be a positive whole number'),
});

/**
 * A request as the admin list shows it (docs/product.md#startup-verification-tab; field names in camelCase).
 */
export interface CompanyVerificationRequest {
  id: number;
  companyName: string;
  companyWebsite: string;
  linkedinUrl: string | null;
  socialMediaUrl: string | null;
  additionalInfo: string;
  userEmail: string;
  status: VerificationStatus;
  submittedAt: string;
  decidedAt: string | null;
}

/** GET /api/company-verification-status: the signed-in user's latest request, or nulls. */
export interface CompanyVerificationStatus {
  status: VerificationStatus | null;
  companyName: string | null;
  submittedAt: string | null;
}
