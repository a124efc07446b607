import { z } from 'zod';
import { emailSchema } from './auth';

/**
 * Roles an admin grants to accounts in the People tab (docs/product.md#roles-and-permissions). Admins are not
 * among them: `ADMIN_EMAILS` alone decides who is an admin.
 */
export const GRANTABLE_ROLES = ['reviewer', 'mentor'] as const;
export type GrantableRole = (typeof GRANTABLE_ROLES)[number];

export const ROLE_LABELS: Record<GrantableRole, string> = { reviewer: 'Reviewer', mentor: 'Mentor' };

export const PEOPLE_PAGE_SIZE = 25;
export const PEOPLE_SEARCH_MAX = 100;

/** docs/product.md#people-tab */
export const PEOPLE_MESSAGES = {
  roleInvalid: 'Role must be reviewer or mentor; admins are set by ADMIN_EMAILS',
  grantedInvalid: 'Granted must be true or false',
  notFound: 'No account has this email address',
  granted: (role: GrantableRole, email: string) => `${email} is now a ${role}.`,
  revoked: (role: GrantableRole, email: string) => `${email} is no longer a ${role}.`,
  alreadyGranted: (role: GrantableRole, email: string) => `${email} already is a ${role}.`,
  alreadyRevoked: (role: GrantableRole, email: string) => `${email} is not a ${role}.`,
  listFailed: 'The people could not be loaded.',
  updateFailed: 'The role could not be changed. Please try again.',
  empty: 'No accounts yet.',
  noMatch: 'No account matches your search.',
} as const;

const roleSchema = z.enum(GRANTABLE_ROLES, { message: PEOPLE_MESSAGES.roleInvalid });

/** PUT /api/admin/people/roles: grant or revoke one role of one account (created when a grant names a new email). */
export const roleChangeSchema = z.strictObject({
  email: emailSchema,
  role: roleSchema,
  granted: z.boolean({ message: PEOPLE_MESSAGES.grantedInvalid }),
});
export type RoleChangeInput = z.input<typeof roleChangeSchema>;

/** GET /api/admin/people: search by email or name, optionally only holders of one role. */
export const peopleQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(PEOPLE_SEARCH_MAX, `Search must be at most ${PEOPLE_SEARCH_MAX} characters`)
    .default(''),
  role: roleSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type PeopleQuery = z.input<typeof peopleQuerySchema>;

export const personSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  fullName: z.string(),
  /** From `ADMIN_EMAILS`: shown, never changed here. */
  isAdmin: z.boolean(),
  roles: z.array(roleSchema),
  lastSignInAt: z.string().nullable(),
});
export type Person = z.infer<typeof personSchema>;

export const peoplePageSchema = z.object({
  items: z.array(personSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The addresses `ADMIN_EMAILS` names, whether or not they have signed in yet. */
  adminEmails: z.array(z.string()),
});
export type PeoplePage = z.infer<typeof peoplePageSchema>;

export const roleChangeResultSchema = z.object({
  person: personSchema,
  /** False when the account already had (or already lacked) the role: nothing was stored or mailed. */
  changed: z.boolean(),
  message: z.string(),
});
export type RoleChangeResult = z.infer<typeof roleChangeResultSchema>;
