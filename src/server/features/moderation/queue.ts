import type { FastifyInstance } from 'fastify';
import type { Executor } from '#server/db/database';
import {
  NEARLY_FULL_SHARE,
  QUEUE_KINDS,
  type ModerationQueue,
  type QueueItem,
  type QueueKind,
} from '#common/moderation';
import { formatDay } from '#common/event-dates';
import { utcToZonedTime } from '#common/times';
import { listPendingVerificationsUnderReview } from '#server/features/company-verification';
import { listNearlyFullEvents } from '#server/features/events';
import {
  findPostForModeration,
  findPostUnderReview,
  listPendingPostsUnderReview,
} from '#server/features/opportunities';
import { listPendingApplicationsUnderReview } from '#server/features/program-applications';
import { listOpenReports } from '#server/features/reports';

/** At most this many open reports are read for one queue. */
const REPORT_LIMIT = 1000;

async function pendingPosts(db: Executor): Promise<QueueItem[]> {
  return (await listPendingPostsUnderReview(db)).map(({ content, poster }) => ({
    kind: 'post',
    subject: content.kind,
    id: content.id,
    title: content.kind === 'project' ? content.projectTitle : content.title,
    detail: poster.email,
    since: content.createdAt,
    hidden: false,
    poster,
    content,
    reports: [],
    actions: ['approve', 'decline'],
  }));
}

/** One item per reported post, with its open reports; waiting since its oldest open report. */
async function reportedPosts(db: Executor): Promise<QueueItem[]> {
  const reports = await listOpenReports(db, REPORT_LIMIT);
  const byPost = new Map<string, typeof reports>();
  for (const report of reports) {
    const key = `${report.kind}:${report.post_id}`;
    byPost.set(key, [...(byPost.get(key) ?? []), report]);
  }
  const items: QueueItem[] = [];
  for (const group of byPost.values()) {
    const first = group[0]!;
    const post = await findPostForModeration(db, first.kind, first.post_id);
    const shown = await findPostUnderReview(db, first.kind, first.post_id);
    if (!post || !shown) continue;
    const hidden = post.hidden_at !== null;
    items.push({
      kind: 'report',
      subject: first.kind,
      id: first.post_id,
      title: post.title,
      detail: post.owner_email,
      since: first.created_at,
      hidden,
      poster: shown.poster,
      content: shown.content,
      reports: group.map((report) => ({
        reporter: { name: report.reporter_name, email: report.reporter_email },
        reason: report.reason,
        text: report.text,
        createdAt: report.created_at,
        fromNewAccount: report.established_by === null,
      })),
      actions: hidden ? ['restore', 'remove'] : ['dismiss', 'remove'],
    });
  }
  return items;
}

async function pendingVerifications(db: Executor): Promise<QueueItem[]> {
  return (await listPendingVerificationsUnderReview(db)).map(({ content, poster }) => ({
    kind: 'verification',
    subject: 'verification',
    id: content.id,
    title: content.companyName,
    detail: poster.email,
    since: content.submittedAt,
    hidden: false,
    poster,
    content: { kind: 'verification', ...content },
    reports: [],
    actions: ['approve', 'decline'],
  }));
}

async function pendingApplications(db: Executor): Promise<QueueItem[]> {
  return (await listPendingApplicationsUnderReview(db)).map(({ content, poster }) => ({
    kind: 'application',
    subject: 'application',
    id: content.id,
    title: `${content.teamName} — ${content.programTitle}`,
    detail: poster.email,
    since: content.createdAt,
    hidden: false,
    poster,
    content: { kind: 'application', ...content },
    reports: [],
    actions: ['approve', 'decline'],
  }));
}

async function nearlyFullEvents(db: Executor, timezone: string): Promise<QueueItem[]> {
  const today = utcToZonedTime(new Date().toISOString(), timezone).slice(0, 10);
  return (await listNearlyFullEvents(db, today, NEARLY_FULL_SHARE)).map((row) => ({
    kind: 'event',
    subject: 'event',
    id: row.id,
    title: row.name,
    detail: `${Number(row.taken)} of ${row.attendees} seats taken · starts ${formatDay(row.start_date)}`,
    since: String(row.last_registered_at),
    hidden: false,
    poster: null,
    content: null,
    reports: [],
    actions: [],
  }));
}

/**
 * docs/product.md#moderation-queue: everything that waits for an admin, oldest first, with the count of
 * each kind (counted before the kind filter, so the tab and the filter show every kind's number). `db` is a
 * transaction when a job reads it.
 */
export async function loadQueue(
  app: FastifyInstance,
  kind: QueueKind | undefined,
  db: Executor = app.db,
): Promise<ModerationQueue> {
  // One after another: inside a transaction (the daily summary's job) queries cannot overlap.
  const lists = [
    await pendingPosts(db),
    await reportedPosts(db),
    await pendingVerifications(db),
    await pendingApplications(db),
    await nearlyFullEvents(db, app.config.centreTimezone),
  ];
  const all = lists.flat();
  const counts = Object.fromEntries(
    QUEUE_KINDS.map((each) => [each, all.filter((item) => item.kind === each).length]),
  ) as Record<QueueKind, number>;
  const items = all
    .filter((item) => !kind || item.kind === kind)
    .sort((a, b) => a.since.localeCompare(b.since) || a.id - b.id);
  return { items, counts, total: all.length };
}
