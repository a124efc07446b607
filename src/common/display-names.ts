import { z } from 'zod';
import { PROFILE_LIMITS } from './auth';

/**
 * How a person is shown to others (docs/product.md#names, docs/decisions/039-display-names.md): the display
 * name the person chose, which is their email only when they chose to show it instead of a name.
 */
export const NAME_MESSAGES = {
  required: 'Please enter your name, or choose to show your email instead',
  noAddress: 'A name cannot contain “@”. To show your email address, choose “Show my email instead”.',
  tooLong: `Your name must be at most ${PROFILE_LIMITS.fullName} characters`,
  /** Shown to someone who may not see the email of a person who never gave a name. */
  unnamed: 'A member',
} as const;

/** A display name typed by the person: never empty, never an address (an address is the other choice). */
export const displayNameText = z
  .string({ message: NAME_MESSAGES.required })
  .trim()
  .min(1, NAME_MESSAGES.required)
  .max(PROFILE_LIMITS.fullName, NAME_MESSAGES.tooLong)
  .refine((name) => !name.includes('@'), NAME_MESSAGES.noAddress);

/**
 * PUT /api/me/name: the first sign-in's name step and the name on /profile. Either a name, or the explicit
 * choice to show the sign-in email in its place.
 */
export const nameChoiceSchema = z
  .strictObject({
    fullName: z
      .string({ message: NAME_MESSAGES.required })
      .max(PROFILE_LIMITS.fullName, NAME_MESSAGES.tooLong)
      .optional(),
    showEmail: z.literal(true, { message: NAME_MESSAGES.required }).optional(),
  })
  .transform((choice, context): { fullName: string } | { showEmail: true } => {
    if (choice.showEmail) return { showEmail: true };
    const name = displayNameText.safeParse(choice.fullName ?? '');
    if (name.success) return { fullName: name.data };
    for (const issue of name.error.issues)
      context.addIssue({ code: 'custom', path: ['fullName'], message: issue.message });
    return z.NEVER;
  });
export type NameChoiceInput = z.input<typeof nameChoiceSchema>;

/** The name step's form: the name alone (the other choice is a button of its own). */
export const nameStepSchema = z.strictObject({ fullName: displayNameText });

/** The first sign-in asks for a name until the person gives one or chooses to show their email. */
export function needsDisplayName(user: { fullName: string }): boolean {
  return user.fullName.trim() === '';
}

/** Whether the person chose to show their email in place of a name. */
export function showsEmailAsName(user: { fullName: string; email: string }): boolean {
  return user.fullName.trim().toLowerCase() === user.email.toLowerCase();
}

/**
 * A person as another person sees them: the name, and the email only where the viewer may see it
 * (docs/decisions/039-display-names.md).
 */
export interface ShownPerson {
  name: string;
  email: string | null;
}
