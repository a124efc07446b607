import { sql } from 'kysely';
import type { JoinDecision, JoinRequestState } from '#common/idea-teams-constants';
import type { Executor, NewIdeaJoinRequestRow } from '#server/db/database';
import { NAME_ONLY, shownName } from '#server/modules/users';
import type { DataSubject, ErasureSubject, PersonalRecords } from '#server/modules/personal-data';

// SQL of team formation and endorsements on ideas (docs/product.md#idea-teams, docs/product.md#endorsements).

/** An idea with what the team rules need: its owner (and their contact), whether it is listed and complete. */
export function findIdeaForTeam(db: Executor, id: number) {
  return db
    .selectFrom('ideas')
    .innerJoin('users', 'users.id', 'ideas.owner_id')
    .select([
      'ideas.id',
      'ideas.title',
      'ideas.owner_id',
      'ideas.owner_name',
      'ideas.status',
      'ideas.hidden_at',
      'ideas.team_complete_at',
      'ideas.skills_wanted',
      'ideas.endorsement_count',
      'users.email as owner_email',
    ])
    .where('ideas.id', '=', id)
    .executeTakeFirst();
}
export type IdeaForTeam = NonNullable<Awaited<ReturnType<typeof findIdeaForTeam>>>;

/** The caller's pending or accepted request to this idea, if any. */
export function findOpenRequest(db: Executor, ideaId: number, requesterId: number) {
  return db
    .selectFrom('idea_join_requests')
    .select(['id', 'state'])
    .where('idea_id', '=', ideaId)
    .where('requester_id', '=', requesterId)
    .where('state', 'in', ['pending', 'accepted'])
    .executeTakeFirst();
}

export async function insertJoinRequest(db: Executor, row: NewIdeaJoinRequestRow): Promise<number> {
  const inserted = await db
    .insertInto('idea_join_requests')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

const REQUEST_COLUMNS = [
  'idea_join_requests.id',
  'idea_join_requests.idea_id',
  'idea_join_requests.message',
  'idea_join_requests.skills',
  'idea_join_requests.state',
  'idea_join_requests.created_at',
  'ideas.title as idea_title',
  'ideas.owner_id',
  'ideas.owner_name',
  'owners.email as owner_email',
  'requesters.id as requester_id',
  'requesters.full_name as requester_name',
  'requesters.email as requester_email',
] as const;

function requestsWithPeople(db: Executor) {
  return db
    .selectFrom('idea_join_requests')
    .innerJoin('ideas', 'ideas.id', 'idea_join_requests.idea_id')
    .innerJoin('users as owners', 'owners.id', 'ideas.owner_id')
    .innerJoin('users as requesters', 'requesters.id', 'idea_join_requests.requester_id')
    .select(REQUEST_COLUMNS);
}

export function findJoinRequest(db: Executor, id: number) {
  return requestsWithPeople(db).where('idea_join_requests.id', '=', id).executeTakeFirst();
}
export type JoinRequestWithPeople = NonNullable<Awaited<ReturnType<typeof findJoinRequest>>>;

/** Requests I sent, newest first. */
export function listRequestsBy(db: Executor, requesterId: number) {
  return requestsWithPeople(db)
    .where('idea_join_requests.requester_id', '=', requesterId)
    .orderBy('idea_join_requests.created_at', 'desc')
    .orderBy('idea_join_requests.id', 'desc')
    .execute();
}

/** Requests to these ideas (the owner's), newest first. */
export function listRequestsTo(db: Executor, ideaIds: readonly number[]) {
  if (ideaIds.length === 0) return Promise.resolve([]);
  return requestsWithPeople(db)
    .where('idea_join_requests.idea_id', 'in', ideaIds)
    .orderBy('idea_join_requests.created_at', 'desc')
    .orderBy('idea_join_requests.id', 'desc')
    .execute();
}

/**
 * Decides a pending request; only one of two simultaneous decisions finds it pending, so the answer says
 * whether this one did.
 */
export async function decideJoinRequest(
  db: Executor,
  id: number,
  decision: JoinDecision,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('idea_join_requests')
    .set({ state: decision, decided_at: now })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The owner's ideas, newest first, with their team settings. */
export function listIdeasOf(db: Executor, ownerId: number) {
  return db
    .selectFrom('ideas')
    .select(['id', 'title', 'status', 'skills_wanted', 'team_complete_at', 'endorsement_count', 'hidden_at'])
    .where('owner_id', '=', ownerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function updateIdeaTeam(
  db: Executor,
  id: number,
  change: { skillsWanted: string; teamCompleteAt: string | null },
) {
  await db
    // eslint-disable-next-line table-owners/table-owners -- the team columns of ideas; opportunities imports this feature, so asking its index.ts would close a cycle (docs/architecture.md#database)
    .updateTable('ideas')
    .set({ skills_wanted: change.skillsWanted, team_complete_at: change.teamCompleteAt })
    .where('id', '=', id)
    .execute();
}

/** The accepted members of these ideas, by idea, in the order they joined. */
export async function listMembers(db: Executor, ideaIds: readonly number[]) {
  const byIdea = new Map<number, { name: string; skills: string }[]>();
  if (ideaIds.length === 0) return byIdea;
  const rows = await db
    .selectFrom('idea_join_requests')
    .innerJoin('users', 'users.id', 'idea_join_requests.requester_id')
    .select(['idea_join_requests.idea_id', 'users.full_name', 'idea_join_requests.skills'])
    .where('idea_join_requests.idea_id', 'in', ideaIds)
    .where('idea_join_requests.state', '=', 'accepted')
    .orderBy('idea_join_requests.decided_at', 'asc')
    .orderBy('idea_join_requests.id', 'asc')
    .execute();
  for (const row of rows) {
    const members = byIdea.get(row.idea_id) ?? [];
    members.push({
      name: shownName({ full_name: row.full_name, email: null }, NAME_ONLY),
      skills: row.skills,
    });
    byIdea.set(row.idea_id, members);
  }
  return byIdea;
}

/** The signed-in person's marks on the Wall: what they endorse and where they asked to join. */
export async function readMarks(db: Executor, userId: number) {
  const [endorsed, owned, requests] = await Promise.all([
    db.selectFrom('idea_endorsements').select('idea_id').where('user_id', '=', userId).execute(),
    db.selectFrom('ideas').select('id').where('owner_id', '=', userId).execute(),
    db
      .selectFrom('idea_join_requests')
      .select(['idea_id', 'state'])
      .where('requester_id', '=', userId)
      .orderBy('created_at', 'asc')
      .execute(),
  ]);
  // A later request (after a decline) replaces the earlier one.
  const latest = new Map<number, JoinRequestState>(requests.map((row) => [row.idea_id, row.state]));
  return {
    endorsed: endorsed.map((row) => row.idea_id),
    owned: owned.map((row) => row.id),
    requests: [...latest].map(([ideaId, state]) => ({ ideaId, state })),
  };
}

/**
 * Endorses once: the primary key keeps one row per person and idea, and the count moves only when a row
 * was added, in the same transaction, so two simultaneous endorsements count once.
 */
export async function addEndorsement(db: Executor, ideaId: number, userId: number, now: string) {
  const added = await db
    .insertInto('idea_endorsements')
    .values({ idea_id: ideaId, user_id: userId, created_at: now })
    .onConflict((oc) => oc.columns(['idea_id', 'user_id']).doNothing())
    .returning('idea_id')
    .executeTakeFirst();
  if (added) await moveCount(db, ideaId, 1);
}

export async function removeEndorsement(db: Executor, ideaId: number, userId: number) {
  const result = await db
    .deleteFrom('idea_endorsements')
    .where('idea_id', '=', ideaId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) > 0) await moveCount(db, ideaId, -1);
}

async function moveCount(db: Executor, ideaId: number, by: 1 | -1) {
  await db
    // eslint-disable-next-line table-owners/table-owners -- the team columns of ideas; opportunities imports this feature, so asking its index.ts would close a cycle (docs/architecture.md#database)
    .updateTable('ideas')
    .set({ endorsement_count: sql`endorsement_count + ${by}` })
    .where('id', '=', ideaId)
    .execute();
}

export async function readEndorsementCount(db: Executor, ideaId: number): Promise<number> {
  const row = await db
    .selectFrom('ideas')
    .select('endorsement_count')
    .where('id', '=', ideaId)
    .executeTakeFirstOrThrow();
  return Number(row.endorsement_count);
}

/**
 * Marks the idea changed without changing it: the ideas table's trigger raises the Wall's list version
 * (docs/decisions/020-post-search-and-list-versions.md), so the cached Wall shows a new team member.
 */
export async function touchIdea(db: Executor, ideaId: number) {
  await db
    // eslint-disable-next-line table-owners/table-owners -- the team columns of ideas; opportunities imports this feature, so asking its index.ts would close a cycle (docs/architecture.md#database)
    .updateTable('ideas')
    .set({ endorsement_count: sql`endorsement_count` })
    .where('id', '=', ideaId)
    .execute();
}

/**
 * The requests to join that arrived in [since, until), oldest first, each with its idea's owner — what the
 * owners' daily digests tell (docs/product.md#owner-notifications).
 */
export function listJoinRequestsArrivedBetween(db: Executor, since: string, until: string) {
  return db
    .selectFrom('idea_join_requests as r')
    .innerJoin('ideas', 'ideas.id', 'r.idea_id')
    .innerJoin('users as requester', 'requester.id', 'r.requester_id')
    .select([
      'ideas.owner_id',
      'ideas.title as post_title',
      'requester.full_name as from_name',
      'requester.email as from_email',
      'r.created_at',
    ])
    .where('r.created_at', '>=', since)
    .where('r.created_at', '<', until)
    .orderBy('r.created_at', 'asc')
    .orderBy('r.id', 'asc')
    .execute();
}

/** What this part of the site holds about one person, for their download (docs/product.md#download-my-data). */
export async function personalRecordsOf(db: Executor, subject: DataSubject): Promise<PersonalRecords[]> {
  const requests = await db
    .selectFrom('idea_join_requests')
    .selectAll()
    .where('requester_id', '=', subject.id)
    .execute();
  const endorsements = await db
    .selectFrom('idea_endorsements')
    .selectAll()
    .where('user_id', '=', subject.id)
    .execute();
  return [
    { name: 'idea-join-requests', rows: requests },
    { name: 'idea-endorsements', rows: endorsements },
  ];
}

/**
 * Their requests to join go; their endorsements stay, by the former member, so ideas' counts hold
 * (docs/product.md#delete-account).
 */
export async function erasePersonalRecordsOf(db: Executor, subject: ErasureSubject): Promise<void> {
  await db.deleteFrom('idea_join_requests').where('requester_id', '=', subject.id).execute();
  await db
    .updateTable('idea_endorsements')
    .set({ user_id: subject.formerMemberId })
    .where('user_id', '=', subject.id)
    .execute();
}
