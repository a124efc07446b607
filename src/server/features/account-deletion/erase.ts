import type { Transaction } from 'kysely';
import type { DatabaseSchema, Executor } from '#server/db/database';
import { alertsErasePersonalRecords } from '#server/features/alerts';
import { assignmentsErasePersonalRecords } from '#server/features/assignments';
import { callsErasePersonalRecords } from '#server/features/calls';
import { companyVerificationErasePersonalRecords } from '#server/features/company-verification';
import { contactErasePersonalRecords } from '#server/features/contact';
import { eventsErasePersonalRecords } from '#server/features/events';
import { ideaTeamsErasePersonalRecords } from '#server/features/idea-teams';
import { kpisErasePersonalRecords } from '#server/features/kpis';
import { myDataErasePersonalRecords } from '#server/features/my-data';
import { newsletterErasePersonalRecords } from '#server/features/newsletter';
import { officeHoursErasePersonalRecords } from '#server/features/office-hours';
import { opportunitiesErasePersonalRecords } from '#server/features/opportunities';
import { postApplicationsErasePersonalRecords } from '#server/features/post-applications';
import { programApplicationsErasePersonalRecords } from '#server/features/program-applications';
import { reportsErasePersonalRecords } from '#server/features/reports';
import { reviewErasePersonalRecords } from '#server/features/review';
import { startupsErasePersonalRecords } from '#server/features/startups';
import { auditErasePersonalRecords, recordAccountErasure } from '#server/modules/audit';
import { idempotencyErasePersonalRecords } from '#server/modules/idempotency';
import { mailErasePersonalRecords } from '#server/modules/mail';
import { notificationPreferencesErasePersonalRecords } from '#server/modules/notification-preferences';
import { oneTimeCodesErasePersonalRecords } from '#server/modules/one-time-codes';
import { FORMER_MEMBER_NAME, type ErasureStep, type ErasureSubject } from '#server/modules/personal-data';
import { rateLimitsErasePersonalRecords } from '#server/modules/rate-limits';
import { rolesErasePersonalRecords } from '#server/modules/roles';
import { sessionsErasePersonalRecords } from '#server/modules/sessions';
import { insertFormerMember, usersErasePersonalRecords } from '#server/modules/users';

/**
 * Every part of the site that holds a person's rows, each erasing or de-identifying its own through its
 * index.ts (docs/product.md#delete-account), as Download my data asks each for its records. The account row
 * goes last: what still points at it is gone or moved to the former member by then. The list mirrors
 * my-data's PERSONAL_RECORD_SOURCES; account-deletion.api.test.ts scans every table after an erasure.
 */
export const ERASERS: ((db: Executor, subject: ErasureSubject) => Promise<void>)[] = [
  sessionsErasePersonalRecords,
  oneTimeCodesErasePersonalRecords,
  rolesErasePersonalRecords,
  notificationPreferencesErasePersonalRecords,
  postApplicationsErasePersonalRecords,
  ideaTeamsErasePersonalRecords,
  reportsErasePersonalRecords,
  opportunitiesErasePersonalRecords,
  companyVerificationErasePersonalRecords,
  eventsErasePersonalRecords,
  assignmentsErasePersonalRecords,
  reviewErasePersonalRecords,
  callsErasePersonalRecords,
  programApplicationsErasePersonalRecords,
  startupsErasePersonalRecords,
  kpisErasePersonalRecords,
  officeHoursErasePersonalRecords,
  alertsErasePersonalRecords,
  newsletterErasePersonalRecords,
  contactErasePersonalRecords,
  myDataErasePersonalRecords,
  mailErasePersonalRecords,
  idempotencyErasePersonalRecords,
  rateLimitsErasePersonalRecords,
  auditErasePersonalRecords,
  usersErasePersonalRecords,
];

/** Texts shorter than this are not searched for in others' records: "Al" would wipe every mail with "also". */
const MIN_NAME_LENGTH = 4;

/**
 * Erases one account in the caller's transaction: a former member is made to stand for the person in what
 * stays, the features' steps do what others need first (a seat they held offered to the waitlist), every
 * owner erases its rows, and the audit log records the erasure (the id and the time only).
 */
export async function eraseAccount(
  db: Transaction<DatabaseSchema>,
  account: { id: number; email: string; full_name: string },
  now: Date,
  steps: ErasureStep[],
): Promise<void> {
  const formerMemberId = await insertFormerMember(db, FORMER_MEMBER_NAME, now.toISOString());
  const name = account.full_name.trim();
  const subject: ErasureSubject = {
    id: account.id,
    email: account.email.toLowerCase(),
    formerMemberId,
    names: name.length >= MIN_NAME_LENGTH ? [name] : [],
    now,
  };
  for (const step of steps) await step.run(db, subject);
  for (const erase of ERASERS) await erase(db, subject);
  await recordAccountErasure(db, account.id, now);
}
