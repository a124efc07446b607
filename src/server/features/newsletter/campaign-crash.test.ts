import { expect, it } from 'vitest';
import { migrateToLatest } from '#server/db/migrate';
import { ageAbandonedMailClaims, waitUntil } from '#server/test-support/crash-workspace';
import { useServerCrashSetup } from '#server/test-support/server-crash-setup';
import type { ServerProcess } from '#server/test-support/server-process';
import { CAMPAIGN_BATCH_SIZE } from './campaign-runner';
import { createCampaign } from './repository';

// The real server in its own process on one SQLite file, killed with SIGKILL in the middle of
// a campaign to 2,000 subscribers (ten batches of CAMPAIGN_BATCH_SIZE) and started again: every subscriber gets the issue, and
// nobody gets it twice except, at most, a message the mail server had accepted in the instant
// before the kill and that the outbox had not yet recorded as sent.

// Enough for the first kill to fall between batches and the second in the middle of delivery;
// more only adds time (the test SMTP server greets each connection after 100 ms).
// 2,000 subscribers (docs/reliability.md#guarantees-and-their-tests): ten batches of CAMPAIGN_BATCH_SIZE.
const SUBSCRIBERS = 10 * CAMPAIGN_BATCH_SIZE;
const PUBLIC_URL = 'https://iic.example.edu';
const setup = useServerCrashSetup('campaign');
const withDatabase = setup.withDatabase;

/** The server on the campaign's database; the test watches the database and the mail, not the port. */
const startServer = () => setup.startServer({ PUBLIC_URL, LOG_LEVEL: 'warn' }, { readyPath: null });

/**
 * Waits for `condition`. It fails when no mail arrives for 40 s: while mails keep arriving the wait goes
 * on, so a slow, busy machine passes and a stuck delivery still fails.
 */
const until = (condition: () => boolean | Promise<boolean>, what: string) =>
  waitUntil(condition, what, { timeoutMs: 40_000, progress: () => setup.smtp.received.length });

const campaignMails = () => setup.smtp.received.filter((mail) => mail.headers['x-newsletter-delivery']);

/**
 * Kills the server, then records which messages were in the hands of the dead process and
 * ages their claim past STALE_CLAIM_MS, as if the outbox's 5 minutes had passed, so the next
 * start re-delivers them now instead of in 5 minutes.
 */
async function killAndAgeClaims(server: ServerProcess): Promise<string[]> {
  await server.kill();
  return withDatabase(({ db }) => ageAbandonedMailClaims(db));
}

it(
  'delivers a campaign to 2,000 subscribers exactly once each across two SIGKILLs',
  // Every wait inside fails by itself when no mail arrives for 40 s; this limit only catches a hang, so it
  // is far above what a busy machine needs.
  { timeout: 900_000 },
  async () => {
    const emails = Array.from({ length: SUBSCRIBERS }, (_, i) => `subscriber${i}@example.org`);
    const campaignId = await withDatabase(async ({ db }) => {
      await migrateToLatest(db);
      const now = new Date().toISOString();
      for (let start = 0; start < emails.length; start += 500)
        await db
          .insertInto('newsletter_subscribers')
          .values(
            emails.slice(start, start + 500).map((email) => ({
              email,
              status: 'subscribed' as const,
              created_at: now,
              subscribed_at: now,
              unsubscribed_at: null,
              updated_at: now,
            })),
          )
          .execute();
      // Every subscriber reads the general news (docs/product.md#newsletter-topics).
      const ids = await db.selectFrom('newsletter_subscribers').select('id').execute();
      for (let start = 0; start < ids.length; start += 500)
        await db
          .insertInto('newsletter_subscriber_topics')
          .values(
            ids
              .slice(start, start + 500)
              .map((row) => ({ subscriber_id: row.id, topic: 'general' as const })),
          )
          .execute();
      // What POST /api/newsletter/campaigns does; the server picks it up when it starts.
      return db.transaction().execute(async (trx) => {
        const created = await createCampaign(trx, {
          subject: 'Crash-proof news',
          body: 'Hello.\n\nSee you at Demo Day.',
          created_by_email: 'director@iic.example.edu',
          created_at: now,
        });
        expect(created.recipients).toBe(SUBSCRIBERS);
        return created.id;
      });
    });

    const startedAt = Date.now();
    // First run: killed as soon as the first batch of recipients is queued, usually before the rest.
    const first = await startServer();
    await withDatabase(({ db }) =>
      until(async () => {
        const queued = await db
          .selectFrom('newsletter_deliveries')
          .select('id')
          .where('status', '=', 'queued')
          .limit(1)
          .execute();
        return queued.length > 0;
      }, 'the first queued batch'),
    );
    const inFlight = await killAndAgeClaims(first);
    const pendingAtFirstKill = await withDatabase(async ({ db }) =>
      db.selectFrom('newsletter_deliveries').select('id').where('status', '=', 'pending').execute(),
    );

    // Second run: killed in the middle of delivery.
    const second = await startServer();
    const before = campaignMails().length;
    await until(() => campaignMails().length >= before + 250, '250 more mails');
    inFlight.push(...(await killAndAgeClaims(second)));

    // Third run: finishes.
    const third = await startServer();
    await until(
      () => new Set(campaignMails().flatMap((mail) => mail.envelopeTo)).size >= SUBSCRIBERS,
      'every subscriber to get the newsletter',
    );
    await withDatabase(({ db }) =>
      until(async () => {
        const open = await db
          .selectFrom('mail_outbox')
          .select('id')
          .where('status', 'in', ['pending', 'sending'])
          .limit(1)
          .execute();
        return open.length === 0;
      }, 'the outbox to empty'),
    );
    await third.stop();

    const copies = new Map<string, number>();
    const keys = new Map<string, Set<string>>();
    for (const mail of campaignMails()) {
      expect(mail.subject).toBe('Crash-proof news');
      const to = mail.envelopeTo[0]!;
      copies.set(to, (copies.get(to) ?? 0) + 1);
      const key = mail.headers['x-newsletter-delivery']!;
      expect(key).toMatch(new RegExp(`^<newsletter-${campaignId}-\\d+@iic\\.example\\.edu>$`));
      keys.set(to, (keys.get(to) ?? new Set()).add(key));
    }
    // Nobody skipped.
    expect(emails.filter((email) => !copies.has(email))).toEqual([]);
    // A repeat is possible only for a message in flight at a kill, and it carries the same id.
    const repeated = [...copies].filter(([, count]) => count > 1).map(([email]) => email);
    for (const email of repeated) {
      expect(inFlight).toContain(email);
      expect(copies.get(email)).toBe(2);
      expect(keys.get(email)!.size).toBe(1);
    }
    console.info(
      `campaign crash test (${Math.round((Date.now() - startedAt) / 1000)} s): ${pendingAtFirstKill.length} recipients still unqueued at the first kill, ` +
        `${inFlight.length} messages in flight at the kills, ${repeated.length} delivered twice`,
    );

    await withDatabase(async ({ db }) => {
      const deliveries = await db
        .selectFrom('newsletter_deliveries')
        .select(['status'])
        .where('campaign_id', '=', campaignId)
        .execute();
      expect(deliveries).toHaveLength(SUBSCRIBERS);
      expect(deliveries.every((row) => row.status === 'queued')).toBe(true);
      const outbox = await db.selectFrom('mail_outbox').select(['status']).execute();
      expect(outbox).toHaveLength(SUBSCRIBERS);
      expect(outbox.every((row) => row.status === 'sent')).toBe(true);
    });
  },
);
