import { z } from 'zod';

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
  success: 'Login successful!',
  googleFailed: 'Google login failed. Please try again.',
  mailUnavailable: 'We could not send the email right now. Please try again in a few minutes.',
  tooManyCodes: 'Too many codes were requested. Please try again later.',
  cooldown: (seconds: number) => `Please wait ${seconds} seconds before sending another OTP`,
} as const;

export const OTP = {
  length: 6,
  ttlMinutes: 10,
  maxAttempts: 5,
  resendCooldownSeconds: 15,
  maxPerEmailPerHour: 5,
  maxPerIpPerHour: 20,
} as const;

export const OTP_PURPOSES = ['login', 'unsubscribe', 'work_email'] as const;
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
 * docs/product.md#login-panel: the code has no client-side check at login; the server answers any bad code
 * the same way.
 */
export const verifyOtpSchema = z.strictObject({
  email: emailSchema,
  otp: z.string({ message: LOGIN_MESSAGES.invalidCode }).trim().max(20, LOGIN_MESSAGES.invalidCode),
});
export type VerifyOtpInput = z.input<typeof verifyOtpSchema>;

export const googleSignInSchema = z.strictObject({
  credential: z
    .string({ message: LOGIN_MESSAGES.googleFailed })
    .min(1, LOGIN_MESSAGES.googleFailed)
    .max(8192),
});

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
export interface VerifiedAffiliation {
  role: 'student' | 'professor';
  email: string;
  verifiedAt: string;
}

/** What the server says about the signed-in user (GET /api/me); the browser keeps a display copy under `user`. */
export interface UserProfile {
  id: number;
  email: string;
  fullName: string;
  role: UserRole;
  phone: string;
  location: string;
  bio: string;
  picture: string | null;
  /** Set by the server; optional so that older stored display copies still read as a user. */
  affiliation?: VerifiedAffiliation | null;
}

/** POST /api/auth/verify-otp and /api/auth/google. The token is also set as an HttpOnly cookie. */
export interface SignInResult {
  token: string;
  user: UserProfile;
}
