import type { Executor } from '#server/db/database';
import { alertsPersonalRecords } from '#server/features/alerts';
import { assignmentsPersonalRecords } from '#server/features/assignments';
import { callsPersonalRecords } from '#server/features/calls';
import { companyVerificationPersonalRecords } from '#server/features/company-verification';
import { contactPersonalRecords } from '#server/features/contact';
import { eventFeedbackPersonalRecords, eventsPersonalRecords } from '#server/features/events';
import { grantsPersonalRecords } from '#server/features/grants';
import { ideaTeamsPersonalRecords } from '#server/features/idea-teams';
import { impactPersonalRecords } from '#server/features/impact';
import { kpisPersonalRecords } from '#server/features/kpis';
import { newsletterPersonalRecords } from '#server/features/newsletter';
import { officeHoursPersonalRecords } from '#server/features/office-hours';
import { opportunitiesPersonalRecords } from '#server/features/opportunities';
import { postApplicationsPersonalRecords } from '#server/features/post-applications';
import { programApplicationsPersonalRecords } from '#server/features/program-applications';
import { reportsPersonalRecords } from '#server/features/reports';
import { reviewPersonalRecords } from '#server/features/review';
import { startupsPersonalRecords } from '#server/features/startups';
import { auditPersonalRecords } from '#server/modules/audit';
import { consentsPersonalRecords } from '#server/modules/consents';
import { mailPersonalRecords } from '#server/modules/mail';
import { notificationPreferencesPersonalRecords } from '#server/modules/notification-preferences';
import type { DataSubject, PersonalFile, PersonalRecords } from '#server/modules/personal-data';
import { privateFilesByKeys } from '#server/modules/private-files';
import { rolesPersonalRecords } from '#server/modules/roles';
import { sessionsPersonalRecords } from '#server/modules/sessions';
import { usersPersonalRecords } from '#server/modules/users';

/**
 * Every part of the site that holds records about a person, each asked through its own index.ts
 * (docs/product.md#download-my-data). A table with personal data and no part here fails
 * my-data.api.test.ts, which walks the schema.
 */
export const PERSONAL_RECORD_SOURCES: ((db: Executor, subject: DataSubject) => Promise<PersonalRecords[]>)[] =
  [
    usersPersonalRecords,
    sessionsPersonalRecords,
    rolesPersonalRecords,
    notificationPreferencesPersonalRecords,
    consentsPersonalRecords,
    opportunitiesPersonalRecords,
    postApplicationsPersonalRecords,
    ideaTeamsPersonalRecords,
    reportsPersonalRecords,
    companyVerificationPersonalRecords,
    eventsPersonalRecords,
    eventFeedbackPersonalRecords,
    callsPersonalRecords,
    assignmentsPersonalRecords,
    reviewPersonalRecords,
    programApplicationsPersonalRecords,
    startupsPersonalRecords,
    kpisPersonalRecords,
    grantsPersonalRecords,
    impactPersonalRecords,
    officeHoursPersonalRecords,
    alertsPersonalRecords,
    newsletterPersonalRecords,
    contactPersonalRecords,
    mailPersonalRecords,
    auditPersonalRecords,
  ];

/** Every record about the person, and the files they uploaded (their CVs, a grant's evidence) under `files/`. */
export async function collectPersonalData(
  db: Executor,
  subject: DataSubject,
): Promise<{ records: PersonalRecords[]; files: PersonalFile[] }> {
  const records: PersonalRecords[] = [];
  for (const source of PERSONAL_RECORD_SOURCES) records.push(...(await source(db, subject)));
  const cvKeys = records
    .filter((part) => part.name === 'applications' || part.name === 'grant-evidence')
    .flatMap((part) => part.rows.map((row) => row.cv_key ?? row.evidence_key))
    .filter((key): key is string => typeof key === 'string');
  const files = (await privateFilesByKeys(db, cvKeys)).map((file) => ({
    path: `files/${file.key.slice(0, 8)}-${file.filename}`,
    bytes: Buffer.from(file.bytes),
  }));
  return { records, files };
}
