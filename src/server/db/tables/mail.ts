import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { TableOwners } from '../table-owners';

// The mail outbox: every message, delivered and retried by the worker (migration 0002).

export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'cancelled';

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers_json: Generated<string>;
  /** Migration 0014: [{ filename, contentType, content }] as JSON. */
  attachments_json: Generated<string>;
  status: MailStatus;
  attempts: Generated<number>;
  next_attempt_at: string;
  claimed_at: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}
export type MailOutboxRow = Selectable<MailOutboxTable>;
export type NewMailOutboxRow = Insertable<MailOutboxTable>;
export type MailOutboxUpdate = Updateable<MailOutboxTable>;

/** The columns that say what a message is; the outbox fills in its status, attempts and times. */
export type MailMessageColumns = Pick<
  MailOutboxRow,
  'to_address' | 'subject' | 'text_body' | 'html_body' | 'headers_json' | 'attachments_json'
>;

export interface MailTables {
  mail_outbox: MailOutboxTable;
}

/** Who owns each table (docs/architecture.md#database): only the owner's files name it in a query. */
export const mailTableOwners = {
  mail_outbox: { owner: 'modules/mail', readBy: ['features/newsletter'] },
} as const satisfies TableOwners<MailTables>;
