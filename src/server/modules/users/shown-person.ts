import { NAME_MESSAGES } from '#common/display-names';

/** The columns of a user that say how they are shown; either may be missing when a join found no account. */
export interface PersonColumns {
  full_name: string | null | undefined;
  email: string | null | undefined;
}

/**
 * How a person is shown to others (docs/decisions/039-display-names.md): the name they gave (their email
 * when they chose to show it instead); without one, their email to a viewer who may see it, else "A member".
 * Every answer that shows a person to someone else takes its name from here.
 */
export function shownName(person: PersonColumns, viewer: { seesEmail: boolean }): string {
  const name = person.full_name?.trim();
  if (name) return name;
  if (viewer.seesEmail && person.email) return person.email;
  return NAME_MESSAGES.unnamed;
}

/** The name, and the email only for a viewer who may see it (today's rule of each list, never wider). */
export function shownPerson(
  person: PersonColumns,
  viewer: { seesEmail: boolean },
): { name: string; email: string | null } {
  return {
    name: shownName(person, viewer),
    email: viewer.seesEmail ? (person.email ?? null) : null,
  };
}

/** A viewer who may see the person's email (admins; a post's owner reading its applicants). */
export const SEES_EMAIL = { seesEmail: true } as const;
/** A viewer who sees the name only. */
export const NAME_ONLY = { seesEmail: false } as const;
