import type { FastifyInstance } from 'fastify';
import {
  ADMIN_NOTIFICATION_KINDS,
  ADMIN_NOTIFICATION_LABELS,
  DEFAULT_ADMIN_CHOICES,
  type AdminNotificationKind,
  type AdminNotifications,
} from '#common/admin-notifications';
import { ADMIN_PATH } from '#common/routes';
import type { Executor } from '#server/db/database';
import { CENTRE_NAME, renderMail, type OutgoingMail } from '#server/modules/mail';
import { findAccountsByEmail, readChoices, readChoicesOfUsers, saveChoicesByKind } from './repository';
import { preferenceToken } from './token';

/** The topic under which an admin's choice for one kind of waiting work is stored. */
export const adminTopic = (kind: AdminNotificationKind) => `admin.${kind}`;
/** The scope of the daily summary's one-click link: it stops every kind the admin gets daily. */
export const SUMMARY_SCOPE = 'admin.summary';
const TOPICS = ADMIN_NOTIFICATION_KINDS.map(adminTopic);

function withDefaults(stored: ReadonlyMap<string, AdminNotifications[AdminNotificationKind]>) {
  return Object.fromEntries(
    ADMIN_NOTIFICATION_KINDS.map((kind) => [
      kind,
      stored.get(adminTopic(kind)) ?? DEFAULT_ADMIN_CHOICES[kind],
    ]),
  ) as AdminNotifications;
}

/** One admin's choice for every kind, the defaults filled in. */
export async function adminChoices(db: Executor, userId: number): Promise<AdminNotifications> {
  return withDefaults(await readChoices(db, userId, TOPICS));
}

/** Stores some of one admin's choices. */
export function saveAdminChoices(
  db: Executor,
  userId: number,
  choices: Partial<AdminNotifications>,
  now: string,
): Promise<void> {
  return saveChoicesByKind(db, userId, choices, adminTopic, now);
}

/**
 * The admins (ADMIN_EMAILS) who have an account — choices belong to an account, and an admin who never
 * signed in has none — each with their choice for every kind.
 */
export async function adminsWithChoices(
  db: Executor,
  adminEmails: readonly string[],
): Promise<{ id: number; email: string; choices: AdminNotifications }[]> {
  const accounts = await findAccountsByEmail(db, adminEmails);
  const stored = await readChoicesOfUsers(
    db,
    accounts.map((account) => account.id),
    TOPICS,
  );
  return accounts.map((account) => ({ ...account, choices: withDefaults(stored.get(account.id)!) }));
}

/** The RFC 8058 headers and footer link that stop one kind of mail for one admin in one click. */
export async function adminUnsubscribe(db: Executor, publicUrl: string, userId: number, scope: string) {
  const token = await preferenceToken(db, userId, scope);
  const oneClickUrl = `${publicUrl}/api/notifications/one-click-unsubscribe?token=${encodeURIComponent(token)}`;
  return {
    headers: {
      'List-Unsubscribe': `<${oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    settingsUrl: `${publicUrl}${ADMIN_PATH}/moderation#notifications`,
  };
}

export interface WaitingWork {
  kind: AdminNotificationKind;
  title: string;
  /** Who it concerns or what it is, one line. */
  detail: string;
}

function instantMail(
  to: string,
  work: WaitingWork,
  queueUrl: string,
  unsubscribe: Awaited<ReturnType<typeof adminUnsubscribe>>,
): OutgoingMail {
  const label = ADMIN_NOTIFICATION_LABELS[work.kind];
  const rendered = renderMail({
    heading: `Waiting for an admin: ${work.title}`,
    paragraphs: [`${label}: "${work.title}" (${work.detail}) now waits in the moderation queue.`],
    action: { label: 'Open the moderation queue', url: queueUrl },
    footer: `You receive this because you are an admin of the ${CENTRE_NAME} website and chose a mail at once for ${label.toLowerCase()}.`,
    footerLink: { label: 'Change what you are mailed', url: unsubscribe.settingsUrl },
  });
  return { to, subject: `Waiting: ${work.title}`, ...rendered, headers: unsubscribe.headers };
}

/**
 * docs/product.md#admin-notifications: work started waiting — mail every admin who chose "at once" for its
 * kind, in the caller's transaction (the work and the mails commit together or not at all). When the caller
 * mails the centre inbox about the same work (`inboxTold`), an admin whose address is the inbox is not
 * mailed the same notice a second time.
 */
export async function tellAdminsWorkWaits(
  app: FastifyInstance,
  trx: Executor,
  work: WaitingWork,
  options: { inboxTold?: boolean } = {},
): Promise<void> {
  const { adminEmails, publicUrl, centreInbox } = app.config;
  const queueUrl = `${publicUrl}${ADMIN_PATH}/moderation`;
  for (const admin of await adminsWithChoices(trx, adminEmails)) {
    if (admin.choices[work.kind] !== 'instant') continue;
    if (options.inboxTold && admin.email.toLowerCase() === centreInbox) continue;
    const unsubscribe = await adminUnsubscribe(trx, publicUrl, admin.id, adminTopic(work.kind));
    await app.mail.send(instantMail(admin.email, work, queueUrl, unsubscribe), trx);
  }
}
