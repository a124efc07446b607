import {
  COHORT_MAIL_KINDS,
  DEFAULT_COHORT_MAIL,
  type CohortMail,
  type CohortMailChoice,
  type CohortMailKind,
} from '#common/cohort-mail';
import { cohortMailEndpoints } from '#common/cohort-mail-endpoints';
import type { Executor } from '#server/db/database';
import { readChoices, readChoicesOfUsers, saveChoicesByKind } from './repository';
import { preferenceToken } from './token';

/**
 * The topic a cohort mail's choice is stored under, and the scope its one-click link names (tokens take
 * lower-case scopes only).
 */
const COHORT_TOPICS: Record<CohortMailKind, string> = {
  kpiReminders: 'cohort.kpi-reminders',
  announcements: 'cohort.announcements',
};
const TOPICS = COHORT_MAIL_KINDS.map((kind) => COHORT_TOPICS[kind]);

/** The kind a one-click link's scope stops, or undefined when the scope is not a cohort mail's. */
export const cohortMailKindOfScope = (scope: string): CohortMailKind | undefined =>
  COHORT_MAIL_KINDS.find((kind) => COHORT_TOPICS[kind] === scope);

/** The RFC 8058 headers that stop one kind of cohort mail to one person in one click. */
export async function cohortMailUnsubscribe(
  db: Executor,
  publicUrl: string,
  userId: number,
  kind: CohortMailKind,
) {
  const token = await preferenceToken(db, userId, COHORT_TOPICS[kind]);
  const oneClickUrl = `${publicUrl}${cohortMailEndpoints.stop.path}?token=${encodeURIComponent(token)}`;
  return {
    'List-Unsubscribe': `<${oneClickUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

function withDefaults(stored: ReadonlyMap<string, string> | undefined): CohortMail {
  return Object.fromEntries(
    COHORT_MAIL_KINDS.map((kind) => {
      const choice = stored?.get(COHORT_TOPICS[kind]);
      // Only "none" stops a cohort mail; a stored choice the form never offers counts as mailed.
      return [kind, choice === 'none' ? 'none' : choice ? 'instant' : DEFAULT_COHORT_MAIL[kind]];
    }),
  ) as CohortMail;
}

/** One person's choice for both kinds, the defaults filled in (docs/product.md#cohort-mail). */
export async function cohortMailChoices(db: Executor, userId: number): Promise<CohortMail> {
  return withDefaults(await readChoices(db, userId, TOPICS));
}

/** The people among `userIds` who still get `kind` (in the order given). */
export async function cohortMailRecipients<T extends { id: number }>(
  db: Executor,
  people: readonly T[],
  kind: CohortMailKind,
): Promise<T[]> {
  const stored = await readChoicesOfUsers(
    db,
    people.map((person) => person.id),
    TOPICS,
  );
  return people.filter((person) => withDefaults(stored.get(person.id))[kind] !== 'none');
}

/** Stores some of one person's choices. */
export function saveCohortMailChoices(
  db: Executor,
  userId: number,
  choices: Partial<Record<CohortMailKind, CohortMailChoice>>,
  now: string,
): Promise<void> {
  return saveChoicesByKind(db, userId, choices, (kind) => COHORT_TOPICS[kind], now);
}
