import { PostgresAdapter, sql } from 'kysely';
import { NEWSLETTER_TOPICS, type NewsletterTopic } from '#common/newsletter';
import type { Executor, SubscriberSummaryRow } from '#server/db/database';
import { pendingMailIds } from '#server/modules/mail';
import type { DataSubject, ErasureSubject, PersonalRecords } from '#server/modules/personal-data';

// All SQL of the newsletter: subscribers, campaigns and their per-recipient deliveries.

const SUBSCRIBER_COLUMNS = ['id', 'email', 'status', 'subscribed_at', 'unsubscribed_at'] as const;

export function findSubscriberByEmail(
  db: Executor,
  email: string,
): Promise<SubscriberSummaryRow | undefined> {
  return db
    .selectFrom('newsletter_subscribers')
    .select(SUBSCRIBER_COLUMNS)
    .where('email', '=', email)
    .executeTakeFirst();
}

export function findSubscriberById(db: Executor, id: number): Promise<SubscriberSummaryRow | undefined> {
  return db
    .selectFrom('newsletter_subscribers')
    .select(SUBSCRIBER_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Subscribes a confirmed address: a new row, or a former subscriber back again, with the topics chosen (when
 * none were: those it had, or all). Confirming twice changes nothing but the topics (and two requests at once still make
 * one row). Only confirmation calls this (docs/product.md#newsletter-subscription).
 */
export async function subscribe(
  db: Executor,
  email: string,
  now: string,
  topics?: readonly NewsletterTopic[],
): Promise<void> {
  await db
    .insertInto('newsletter_subscribers')
    .values({
      email,
      status: 'subscribed',
      created_at: now,
      subscribed_at: now,
      unsubscribed_at: null,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .execute();
  await db
    .updateTable('newsletter_subscribers')
    .set({ status: 'subscribed', subscribed_at: now, unsubscribed_at: null, updated_at: now })
    .where('email', '=', email)
    .where('status', '=', 'unsubscribed')
    .execute();
  const row = await db
    .selectFrom('newsletter_subscribers')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  // No choice given (an older confirmation form): keep the topics the address has, or all of them.
  if (topics) await setTopics(db, row.id, topics);
  else if ((await topicsOf(db, row.id)).length === 0) await setTopics(db, row.id, NEWSLETTER_TOPICS);
}

/** True when this call changed a subscribed address to unsubscribed. */
export async function markUnsubscribed(db: Executor, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('newsletter_subscribers')
    .set({ status: 'unsubscribed', unsubscribed_at: now, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'subscribed')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function subscriberSearch(db: Executor, search: string) {
  let query = db.selectFrom('newsletter_subscribers');
  if (search)
    query = query.where(sql<boolean>`email like ${`%${escapeLike(search.toLowerCase())}%`} escape '\\'`);
  return query;
}

/** Subscribed first, then by address. */
export function listSubscribers(db: Executor, options: { search: string; limit: number; offset: number }) {
  return subscriberSearch(db, options.search)
    .select(SUBSCRIBER_COLUMNS)
    .orderBy('status', 'desc')
    .orderBy('email')
    .limit(options.limit)
    .offset(options.offset)
    .execute();
}

export async function countSubscribers(db: Executor, search: string): Promise<number> {
  const row = await subscriberSearch(db, search)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function countSubscribed(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('newsletter_subscribers')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('status', '=', 'subscribed')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Holds a subscribed address's row until the transaction ends, so two changes of its topics run one after
 * the other; false when it is not subscribed.
 */
export async function lockSubscribed(db: Executor, id: number, now: string): Promise<boolean> {
  const row = await db
    .updateTable('newsletter_subscribers')
    .set({ updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'subscribed')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Replaces a subscriber's topics. */
export async function setTopics(db: Executor, subscriberId: number, topics: readonly NewsletterTopic[]) {
  await db.deleteFrom('newsletter_subscriber_topics').where('subscriber_id', '=', subscriberId).execute();
  await db
    .insertInto('newsletter_subscriber_topics')
    .values(topics.map((topic) => ({ subscriber_id: subscriberId, topic })))
    .execute();
}

/** A subscriber's topics, in the canonical order. */
export async function topicsOf(db: Executor, subscriberId: number): Promise<NewsletterTopic[]> {
  const rows = await db
    .selectFrom('newsletter_subscriber_topics')
    .select('topic')
    .where('subscriber_id', '=', subscriberId)
    .execute();
  return NEWSLETTER_TOPICS.filter((topic) => rows.some((row) => row.topic === topic));
}

/** Subscribed now and subscribed to any of `topics`: a campaign's recipients. */
function recipientsQuery(db: Executor, topics: readonly NewsletterTopic[]) {
  return db
    .selectFrom('newsletter_subscribers')
    .where('status', '=', 'subscribed')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('newsletter_subscriber_topics')
          .select('newsletter_subscriber_topics.subscriber_id')
          .whereRef('newsletter_subscriber_topics.subscriber_id', '=', 'newsletter_subscribers.id')
          .where('newsletter_subscriber_topics.topic', 'in', topics),
      ),
    );
}

/** How many a campaign to `topics` would reach now (the composer shows it before sending). */
export async function countRecipients(db: Executor, topics: readonly NewsletterTopic[]): Promise<number> {
  const row = await recipientsQuery(db, topics)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

// ---- campaigns --------------------------------------------------------------------------

/**
 * Creates a campaign and fixes its recipients (everyone subscribed now to any of its topics), in the caller's
 * transaction. Returns the campaign id and the number of recipients.
 */
export async function createCampaign(
  db: Executor,
  campaign: { subject: string; body: string; created_by_email: string; created_at: string },
  topics: readonly NewsletterTopic[] = NEWSLETTER_TOPICS,
): Promise<{ id: number; recipients: number }> {
  const { id } = await db
    .insertInto('newsletter_campaigns')
    .values({
      ...campaign,
      status: 'sending',
      recipient_count: 0,
      queued_at: null,
      topics: topics.join(','),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // The id is an integer from the database, so a literal is safe and needs no type cast on PostgreSQL.
  const inserted = await db
    .insertInto('newsletter_deliveries')
    .columns(['campaign_id', 'subscriber_id', 'email', 'status'])
    .expression(
      recipientsQuery(db, topics).select([
        sql.lit(id).as('campaign_id'),
        'id',
        'email',
        sql.lit('pending').as('status'),
      ]),
    )
    .executeTakeFirst();
  const recipients = Number(inserted.numInsertedOrUpdatedRows ?? 0n);
  await db
    .updateTable('newsletter_campaigns')
    .set({ recipient_count: recipients })
    .where('id', '=', id)
    .execute();
  return { id, recipients };
}

export function findCampaign(db: Executor, id: number) {
  return db
    .selectFrom('newsletter_campaigns')
    .select(['id', 'subject', 'body', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Campaigns whose recipients are not all handed to the outbox yet, oldest first. */
export async function findSendingCampaignIds(db: Executor): Promise<number[]> {
  const rows = await db
    .selectFrom('newsletter_campaigns')
    .select('id')
    .where('status', '=', 'sending')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Claims up to `limit` waiting recipients of a campaign by marking them queued. Call it first
 * in a transaction that also queues their mail: if the transaction fails nobody is marked,
 * and a recipient another process claimed first is not returned here (on PostgreSQL locked
 * rows are skipped; on SQLite the write lock serialises the claims).
 */
export async function claimPendingDeliveries(
  db: Executor,
  campaignId: number,
  limit: number,
  now: string,
): Promise<{ id: number; subscriber_id: number; email: string }[]> {
  let candidates = db
    .selectFrom('newsletter_deliveries')
    .select('id')
    .where('campaign_id', '=', campaignId)
    .where('status', '=', 'pending')
    .orderBy('id')
    .limit(limit);
  if (db.getExecutor().adapter instanceof PostgresAdapter) candidates = candidates.forUpdate().skipLocked();
  return db
    .updateTable('newsletter_deliveries')
    .set({ status: 'queued', queued_at: now })
    .where('id', 'in', candidates)
    .where('status', '=', 'pending')
    .returning(['id', 'subscriber_id', 'email'])
    .execute();
}

/** Which of these subscribers are still subscribed. */
export async function stillSubscribed(db: Executor, subscriberIds: number[]): Promise<Set<number>> {
  if (subscriberIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('newsletter_subscribers')
    .select('id')
    .where('id', 'in', subscriberIds)
    .where('status', '=', 'subscribed')
    .execute();
  return new Set(rows.map((row) => row.id));
}

export async function markDeliveriesSkipped(db: Executor, deliveryIds: number[]): Promise<void> {
  if (deliveryIds.length === 0) return;
  await db
    .updateTable('newsletter_deliveries')
    .set({ status: 'skipped', outbox_id: null })
    .where('id', 'in', deliveryIds)
    .execute();
}

export async function setDeliveryOutbox(db: Executor, deliveryId: number, outboxId: number): Promise<void> {
  await db
    .updateTable('newsletter_deliveries')
    .set({ outbox_id: outboxId })
    .where('id', '=', deliveryId)
    .execute();
}

/** Marks the campaign fully handed to the outbox once no recipient is waiting. */
export async function markCampaignQueuedIfDone(db: Executor, campaignId: number, now: string) {
  await db
    .updateTable('newsletter_campaigns')
    .set({ status: 'queued', queued_at: now })
    .where('id', '=', campaignId)
    .where('status', '=', 'sending')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('newsletter_deliveries')
            .select('id')
            .where('campaign_id', '=', campaignId)
            .where('status', '=', 'pending'),
        ),
      ),
    )
    .execute();
}

/**
 * A subscriber left: their waiting deliveries are skipped, and the ids of outbox messages
 * already queued for them and not yet picked up are returned so the caller can cancel those not sent yet.
 */
export async function withdrawDeliveries(db: Executor, subscriberId: number): Promise<number[]> {
  await db
    .updateTable('newsletter_deliveries')
    .set({ status: 'skipped' })
    .where('subscriber_id', '=', subscriberId)
    .where('status', '=', 'pending')
    .execute();
  const queued = await db
    .selectFrom('newsletter_deliveries')
    .select('outbox_id')
    .where('subscriber_id', '=', subscriberId)
    .where('status', '=', 'queued')
    .where('outbox_id', 'is not', null)
    .execute();
  return pendingMailIds(
    db,
    queued.map((row) => row.outbox_id!),
  );
}

export function listRecentCampaigns(db: Executor, limit: number) {
  return db
    .selectFrom('newsletter_campaigns')
    .select(['id', 'subject', 'created_at', 'created_by_email', 'recipient_count', 'status'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Recipients of the campaigns by delivery status and by the status of their outbox message. */
export async function deliveryCounts(db: Executor, campaignIds: number[]) {
  if (campaignIds.length === 0) return [];
  const rows = await db
    .selectFrom('newsletter_deliveries')
    .leftJoin('mail_outbox', 'mail_outbox.id', 'newsletter_deliveries.outbox_id')
    .select((eb) => [
      'newsletter_deliveries.campaign_id',
      'newsletter_deliveries.status',
      'mail_outbox.status as mail_status',
      eb.fn.countAll<number | string>().as('count'),
    ])
    .where('newsletter_deliveries.campaign_id', 'in', campaignIds)
    .groupBy(['newsletter_deliveries.campaign_id', 'newsletter_deliveries.status', 'mail_outbox.status'])
    .execute();
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** What this part of the site holds about one person, for their download (docs/product.md#download-my-data). */
export async function personalRecordsOf(db: Executor, subject: DataSubject): Promise<PersonalRecords[]> {
  const subscribers = await db
    .selectFrom('newsletter_subscribers')
    .selectAll()
    .where('email', '=', subject.email)
    .execute();
  const topics =
    subscribers.length === 0
      ? []
      : await db
          .selectFrom('newsletter_subscriber_topics')
          .selectAll()
          .where(
            'subscriber_id',
            'in',
            subscribers.map((row) => row.id),
          )
          .execute();
  const deliveries = await db
    .selectFrom('newsletter_deliveries')
    .selectAll()
    .where('email', '=', subject.email)
    .execute();
  return [
    { name: 'newsletter-subscription', rows: subscribers },
    { name: 'newsletter-topics', rows: topics },
    { name: 'newsletter-deliveries', rows: deliveries },
  ];
}

/**
 * Off the list for good: the subscription, its topics and its delivery rows go; a campaign keeps its
 * recipient count (docs/product.md#delete-account).
 */
/**
 * docs/product.md#retention: addresses that unsubscribed before `before` go, with their topics and their
 * part of past deliveries (the consent ledger keeps the withdrawal itself). Answers how many addresses.
 */
export async function deleteUnsubscribedBefore(db: Executor, before: string): Promise<number> {
  const due = db
    .selectFrom('newsletter_subscribers')
    .select('id')
    .where('status', '=', 'unsubscribed')
    .where('unsubscribed_at', '<', before);
  await db.deleteFrom('newsletter_deliveries').where('subscriber_id', 'in', due).execute();
  await db.deleteFrom('newsletter_subscriber_topics').where('subscriber_id', 'in', due).execute();
  const result = await db
    .deleteFrom('newsletter_subscribers')
    .where('status', '=', 'unsubscribed')
    .where('unsubscribed_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function erasePersonalRecordsOf(db: Executor, subject: ErasureSubject): Promise<void> {
  const subscribers = db.selectFrom('newsletter_subscribers').select('id').where('email', '=', subject.email);
  await db
    .deleteFrom('newsletter_deliveries')
    .where((eb) => eb.or([eb('email', '=', subject.email), eb('subscriber_id', 'in', subscribers)]))
    .execute();
  await db.deleteFrom('newsletter_subscriber_topics').where('subscriber_id', 'in', subscribers).execute();
  await db.deleteFrom('newsletter_subscribers').where('email', '=', subject.email).execute();
}
