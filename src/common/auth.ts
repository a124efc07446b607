import { z } from 'zod';
import type { GrantableRole } from './roles';

/**
 * The texts of the login panel (docs/product.md#login-panel, docs/product.md#sign-in-and-account-messages).
 */
export const LOGIN_MESSAGES = {
  emailRequired: 'Please enter your email',
  invalidEmail: 'Please enter a valid email address',
  sending: 'Sending OTP...',
  sent: 'OTP sent successfully! Check your email.',
  sendNotOk: 'Failed to send OTP. Please try again.',
  sendFailed: 'Error sending OTP. Try again.',
  invalidCode: 'Invalid OTP. Try again.',
  codeRequired: 'Please enter the code from your email',
  codeMalformed: 'The code is the 6 digits from your email',
  success: 'Login successful!',
  /** Signing in during the grace period cancels a deletion (docs/product.md#delete-account). */
  deletionCancelled: 'Login successful! Your account deletion is cancelled.',
  googleFailed: 'Google login failed. Please try again.',
  mailUnavailable: 'We could not send the email right now. Please try again in a few minutes.',
  tooManyCodes: 'Too many codes were requested. Please try again later.',
  cooldown: (seconds: number) => `Please wait ${seconds} seconds before sending another OTP`,
  tooManyWrongCodes: (seconds: number) =>
    `Too many wrong codes were tried from your network. Please try again in ${waitText(seconds)}.`,
} as const;

/** "45 seconds", "1 minute", "10 minutes": a wait as a person reads it, rounded up to whole minutes. */
export function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export const OTP = {
  length: 6,
  ttlMinutes: 10,
  maxAttempts: 5,
  /** The first waits between codes for one email and purpose; each later one doubles, up to the maximum. */
  resendCooldownSeconds: 15,
  /** Never longer than a code lives: someone who cannot ask again always has a live code in the inbox. */
  maxCooldownSeconds: 300,
  /** Codes one client address may hold unused per hour; a code that signs someone in no longer counts. */
  maxUnusedPerIpPerHour: 20,
  /**
   * Wrong sign-in codes one client address may try in a window; right ones are not counted, so people
   * behind one address who sign in are never slowed (docs/decisions/034-codes-bound-to-the-client.md).
   */
  maxWrongTriesPerAddress: 10,
  wrongTriesWindowMinutes: 10,
} as const;

export const OTP_PURPOSES = ['login', 'unsubscribe', 'work_email', 'newsletter', 'delete_account'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

export const emailSchema = z
  .string({ message: LOGIN_MESSAGES.emailRequired })
  .trim()
  .min(1, LOGIN_MESSAGES.emailRequired)
  .max(254, LOGIN_MESSAGES.invalidEmail)
  .pipe(z.email({ message: LOGIN_MESSAGES.invalidEmail }))
  .transform((email) => email.toLowerCase());

export const sendOtpSchema = z.strictObject({ email: emailSchema });
export type SendOtpInput = z.input<typeof sendOtpSchema>;

/**
 * docs/product.md#login-panel: other clients may send anything; the server answers any bad code the same way
 * and counts it as a try (docs/product.md#one-time-codes).
 */
export const verifyOtpSchema = z.strictObject({
  email: emailSchema,
  otp: z.string({ message: LOGIN_MESSAGES.invalidCode }).trim().max(20, LOGIN_MESSAGES.invalidCode),
});
export type VerifyOtpInput = z.input<typeof verifyOtpSchema>;

/**
 * docs/product.md#login-panel: the code as the login panel takes it, checked in the browser so that an
 * empty or mistyped code is never sent and spends none of the tries. Spaces inside are ignored.
 */
export const otpCodeSchema = z
  .string({ message: LOGIN_MESSAGES.codeRequired })
  .max(40, LOGIN_MESSAGES.codeMalformed)
  .transform((code) => code.replace(/\s/g, ''))
  .pipe(
    z
      .string()
      .min(1, LOGIN_MESSAGES.codeRequired)
      .regex(new RegExp(`^[0-9]{${OTP.length}}$`), LOGIN_MESSAGES.codeMalformed),
  );

/** The login panel's code step. */
export const loginCodeSchema = z.strictObject({ otp: otpCodeSchema });
export type LoginCodeInput = z.input<typeof loginCodeSchema>;

export const googleSignInSchema = z.strictObject({
  credential: z
    .string({ message: LOGIN_MESSAGES.googleFailed })
    .min(1, LOGIN_MESSAGES.googleFailed)
    .max(8192),
});

/** GET /api/auth/config: what the login panel offers besides a mailed code. */
export const authConfigSchema = z.object({ googleClientId: z.string().nullable() });
export type AuthConfig = z.infer<typeof authConfigSchema>;

/** POST /api/auth/logout reads no fields: any body, or none, signs out. */
export const logoutBodySchema = z.unknown().optional();

export const PROFILE_LIMITS = { fullName: 100, phone: 30, location: 100, bio: 1000 } as const;

const profileText = (max: number, label: string) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

export const profileUpdateSchema = z.strictObject({
  fullName: profileText(PROFILE_LIMITS.fullName, 'Full name').optional(),
  phone: profileText(PROFILE_LIMITS.phone, 'Phone')
    .refine((phone) => phone === '' || /^\+?[0-9 ()-]{5,}$/.test(phone), 'Please enter a valid phone number')
    .optional(),
  location: profileText(PROFILE_LIMITS.location, 'Location').optional(),
  bio: profileText(PROFILE_LIMITS.bio, 'Bio').optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** A university affiliation the user proved with a code sent to that address (the work profile). */
export const verifiedAffiliationSchema = z.object({
  role: z.enum(['student', 'professor']),
  email: z.string(),
  verifiedAt: z.string(),
});
export type VerifiedAffiliation = z.infer<typeof verifiedAffiliationSchema>;

/** GRANTABLE_ROLES of ./roles, which imports this module (a type check keeps the two lists alike). */
const grantableRole = z.enum(['reviewer', 'mentor'] as const satisfies readonly GrantableRole[]);

/** What the server says about the signed-in user (GET /api/me); the browser keeps a display copy under `user`. */
export const userProfileSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  fullName: z.string(),
  role: z.enum(USER_ROLES),
  phone: z.string(),
  location: z.string(),
  bio: z.string(),
  picture: z.string().nullable(),
  /** Set by the server; optional so that older stored display copies still read as a user. */
  affiliation: verifiedAffiliationSchema.nullable().optional(),
  /** Roles an admin granted (reviewer, mentor); optional for older stored display copies. */
  roles: z.array(grantableRole).optional(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/**
 * POST /api/auth/verify-otp and /api/auth/google. The session is an HttpOnly cookie; the token itself is in
 * the answer only for a client that sends `Prefer: bearer-token`.
 */
export const signInResultSchema = z.object({
  token: z.string().optional(),
  user: userProfileSchema,
  /** True when this sign-in cancelled a pending account deletion (docs/product.md#delete-account). */
  deletionCancelled: z.boolean().optional(),
});
export type SignInResult = z.infer<typeof signInResultSchema>;
