import type { NewMailOutboxRow } from '#server/db/tables/mail';

/** A copy of a mail in the outbox as the retention tests store one: its subject, state and when it was queued. */
export function outboxRow(
  subject: string,
  status: NewMailOutboxRow['status'],
  createdAt: string,
): NewMailOutboxRow {
  return {
    to_address: 'someone@example.org',
    subject,
    text_body: subject,
    html_body: `<p>${subject}</p>`,
    status,
    next_attempt_at: createdAt,
    claimed_at: null,
    last_error: null,
    created_at: createdAt,
    sent_at: status === 'sent' ? createdAt : null,
  };
}
