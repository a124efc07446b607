import type { FastifyInstance } from 'fastify';
import type { Executor } from '#server/db/database';
import {
  NEARLY_FULL_SHARE,
  QUEUE_KINDS,
  type ModerationQueue,
  type QueueItem,
  type QueueKind,
} from '#common/moderation';
import type { OpportunityKind } from '#common/opportunities-constants';
import { formatDay } from '#common/event-dates';
import { utcToZonedTime } from '#common/times';
import { listVerifications } from '#server/features/company-verification';
import { listNearlyFullEvents } from '#server/features/events';
import { findPostForModeration, listPostsForReview } from '#server/features/opportunities';
import { listApplications } from '#server/features/program-applications';
import { listOpenReports } from '#server/features/reports';

/** At most this many open reports are read for one queue. */
const REPORT_LIMIT = 1000;

async function pendingPosts(db: Executor): Promise<QueueItem[]> {
  const posts = await listPostsForReview(db, 'pending');
  const item = (subject: OpportunityKind, id: number, title: string, owner: string, since: string) =>
    ({
      kind: 'post',
      subject,
      id,
      title,
      detail: owner,
      since,
      hidden: false,
      reports: [],
      actions: ['approve', 'decline'],
    }) satisfies QueueItem;
  return [
    ...posts.ideas.map((row) => item('idea', row.id, row.title, row.owner_email, row.created_at)),
    ...posts.projects.map((row) =>
      item('project', row.id, row.project_title, row.owner_email, row.created_at),
    ),
    ...posts.internships.map((row) => item('internship', row.id, row.title, row.owner_email, row.created_at)),
  ];
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
    if (!post) continue;
    const hidden = post.hidden_at !== null;
    items.push({
      kind: 'report',
      subject: first.kind,
      id: first.post_id,
      title: post.title,
      detail: post.owner_email,
      since: first.created_at,
      hidden,
      reports: group.map((report) => ({
        reason: report.reason,
        text: report.text,
        createdAt: report.created_at,
      })),
      actions: hidden ? ['restore', 'remove'] : ['dismiss', 'remove'],
    });
  }
  return items;
}

async function pendingVerifications(db: Executor): Promise<QueueItem[]> {
  return (await listVerifications(db, 'pending')).map((row) => ({
    kind: 'verification',
    subject: 'verification',
    id: row.id,
    title: row.company_name,
    detail: row.user_email,
    since: row.submitted_at,
    hidden: false,
    reports: [],
    actions: ['approve', 'decline'],
  }));
}

async function pendingApplications(db: Executor): Promise<QueueItem[]> {
  return (await listApplications(db, { status: 'pending' })).map((row) => ({
    kind: 'application',
    subject: 'application',
    id: row.id,
    title: `${row.team_name} — ${row.program_title ?? row.program_slug}`,
    detail: row.applicant_email,
    since: row.created_at,
    hidden: false,
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
