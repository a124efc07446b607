import { FORMER_MEMBER_NAME } from '#server/modules/personal-data';
import type { IdeaSort } from '#common/idea-teams-constants';
import { SqliteAdapter, sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type {
  DatabaseSchema,
  Executor,
  IdeaPostColumns,
  InternshipPostColumns,
  ListingClosedReason,
  ProjectPostColumns,
  ReviewStatus,
} from '#server/db/database';
import type { ApplicableKind } from '#common/post-applications';
import type { OpportunityKind } from '#common/opportunities';
import { searchTerms } from '#common/search-terms';
import type { DataSubject, ErasureSubject, PersonalRecords } from '#server/modules/personal-data';

/** Joins the searchable fields; U+001F never survives the post schemas, so a match never spans two fields. */
export const SEARCH_SEPARATOR = '\u001f';

export function searchText(fields: string[]): string {
  return fields.map((field) => field.toLowerCase()).join(SEARCH_SEPARATOR);
}

/** `%term%` for LIKE … ESCAPE '\': the user's %, _ and \ match themselves. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Case-insensitive substring match of one search word that behaves the same on SQLite and PostgreSQL:
 * both sides are lower-cased in JavaScript (SQLite's lower() only folds ASCII), and LIKE then compares exactly.
 */
function matches(term: string, useIndex = true): Expression<SqlBool> {
  // `|| ''` keeps PostgreSQL from the trigram index where the rows to compare are already few.
  const column = useIndex ? sql`search_text` : sql`(search_text || '')`;
  return sql<SqlBool>`${column} like ${containsPattern(term)} escape '\\'`;
}

interface Paging {
  page: number;
  pageSize: number;
}

export function ideaSearchText(
  row: Pick<
    IdeaPostColumns,
    'title' | 'description' | 'owner_name' | 'designation' | 'main_tag' | 'extra_tags_json'
  >,
) {
  const tags = JSON.parse(row.extra_tags_json) as string[];
  return searchText([row.title, row.description, row.owner_name, row.designation, row.main_tag, ...tags]);
}

export async function insertIdea(db: Executor, row: IdeaPostColumns): Promise<number> {
  const inserted = await db
    .insertInto('ideas')
    .values({ ...row, status: 'pending', search_text: ideaSearchText(row) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** "On-site" is also found as "onsite", "Full-time" as "fulltime". */
function labelWords(label: string): string[] {
  return label.includes('-') ? [label, label.replaceAll('-', '')] : [label];
}

/**
 * What a project's search reads (docs/product.md#projects): what its card shows — title, poster, work type,
 * description and requirements. Migration 0045 wrote it for the projects stored before.
 */
export function projectSearchText(
  row: Pick<ProjectPostColumns, 'project_title' | 'by_whom' | 'work_type' | 'description' | 'requirements'>,
) {
  return searchText([
    row.project_title,
    row.by_whom,
    ...labelWords(row.work_type),
    row.description,
    row.requirements,
  ]);
}

/**
 * What an internship's search reads (docs/product.md#internships): title, company, location, type, duration,
 * "paid" or "unpaid", description and requirements. Migration 0045 wrote it for the internships stored before.
 */
export function internshipSearchText(
  row: Pick<
    InternshipPostColumns,
    'title' | 'company' | 'location' | 'type' | 'duration' | 'stipend' | 'description' | 'requirements'
  >,
) {
  return searchText([
    row.title,
    row.company,
    row.location,
    ...labelWords(row.type),
    row.duration,
    row.stipend > 0 ? 'paid' : 'unpaid',
    row.description,
    row.requirements,
  ]);
}

export async function insertProject(db: Executor, row: ProjectPostColumns): Promise<number> {
  const inserted = await db
    .insertInto('projects')
    .values({ ...row, status: 'pending', search_text: projectSearchText(row) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function insertInternship(db: Executor, row: InternshipPostColumns): Promise<number> {
  const inserted = await db
    .insertInto('internships')
    .values({ ...row, status: 'pending', search_text: internshipSearchText(row) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

const IDEA_COLUMNS = [
  'id',
  'title',
  'description',
  'owner_name',
  'designation',
  'main_tag',
  'extra_tags_json',
  'contact',
  'created_at',
] as const;
/** The Wall's columns: an idea's team settings and endorsement count too (docs/product.md#idea-teams). */
const WALL_IDEA_COLUMNS = [
  ...IDEA_COLUMNS,
  'skills_wanted',
  'team_complete_at',
  'endorsement_count',
] as const;
const PROJECT_COLUMNS = [
  'id',
  'project_title',
  'by_whom',
  'contact',
  'description',
  'work_type',
  'requirements',
  'application_link',
  'created_at',
] as const;
const INTERNSHIP_COLUMNS = [
  'id',
  'title',
  'company',
  'location',
  'type',
  'duration',
  'stipend',
  'description',
  'requirements',
  'apply_link',
  'contact',
  'created_at',
] as const;

/** The trigram index needs 3 characters; shorter words read the rows. */
const TRIGRAM = 3;

export type PostList = 'ideas' | 'projects' | 'internships';

/**
 * The posts of `list` whose search text holds every word of `text` (`searchTerms`), each as a substring
 * and within one field. Words of 3+ characters go through the list's trigram index: on SQLite the FTS5
 * table of migrations 0007 and 0019, queried with one quoted phrase per word, which FTS5 matches as exact
 * substrings that must all be present; on PostgreSQL the pg_trgm GIN index of migration 0019, which answers
 * the same LIKEs. Shorter words, and searches among the few rows of an approval range (`useIndex` false),
 * compare the rows' text with LIKE.
 */
function textMatches(db: Executor, list: PostList, text: string, useIndex: boolean): Expression<SqlBool> {
  const terms = searchTerms(text);
  const viaFts = useIndex && db.getExecutor().adapter instanceof SqliteAdapter;
  const indexed = viaFts ? terms.filter((term) => [...term].length >= TRIGRAM) : [];
  const conditions = terms.filter((term) => !indexed.includes(term)).map((term) => matches(term, useIndex));
  if (indexed.length > 0) {
    const phrases = indexed.map((term) => `"${term.replaceAll('"', '""')}"`).join(' ');
    const index = sql.raw(`${list}_search`);
    conditions.unshift(sql<SqlBool>`id in (select rowid from ${index} where ${index} match ${phrases})`);
  }
  if (conditions.length === 0) return sql<SqlBool>`1 = 1`;
  return sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}

export interface IdeaSearch {
  q: string;
}
export interface ProjectSearch {
  q: string;
  location: 'All' | 'Remote' | 'On-site' | 'Hybrid';
}
export interface InternshipSearch {
  q: string;
  type: 'All' | 'Full-time' | 'Part-time';
}

/**
 * Posts approved after `after` up to `upTo` in the list's approval order (migration 0025): the new posts
 * an alert digest looks at. They are few, so their text is compared row by row: through the trigram index
 * a common word would read most of the list for every saved search (docs/performance.md#alert-digests).
 */
export interface ApprovalRange {
  after: number;
  upTo: number;
}

/**
 * Approved posts, within the range when one is given. The engines would answer `status = 'approved'`
 * through the status index and read the whole list; `+status` (SQLite) and `status || ''` (PostgreSQL)
 * leave them the approval index, which finds the few.
 */
function approvedIn(db: Executor, range: ApprovalRange | undefined): Expression<SqlBool> {
  if (!range) return sql<SqlBool>`status = 'approved'`;
  const status = db.getExecutor().adapter instanceof SqliteAdapter ? sql`+status` : sql`(status || '')`;
  return sql<SqlBool>`${status} = 'approved' and approval_seq > ${range.after} and approval_seq <= ${range.upTo}`;
}

/**
 * The one search of each list (docs/product.md#list-search-and-paging): approved posts still listed
 * that match the text and the filter. The public lists page through it and the alert digests match
 * saved searches with it, so both always agree.
 */
export function searchIdeas(db: Executor, search: IdeaSearch, range?: ApprovalRange) {
  let base = db.selectFrom('ideas').where(approvedIn(db, range)).where('hidden_at', 'is', null);
  if (search.q) base = base.where(textMatches(db, 'ideas', search.q, !range));
  return base;
}

export function searchProjects(db: Executor, search: ProjectSearch, range?: ApprovalRange) {
  let base = db
    .selectFrom('projects')
    .where(approvedIn(db, range))
    .where('hidden_at', 'is', null)
    // Closed as filled or expired (docs/product.md#listing-lifecycle).
    .where('closed_at', 'is', null);
  if (search.q) base = base.where(textMatches(db, 'projects', search.q, !range));
  if (search.location !== 'All') base = base.where('work_type', '=', search.location);
  return base;
}

export function searchInternships(db: Executor, search: InternshipSearch, range?: ApprovalRange) {
  let base = db
    .selectFrom('internships')
    .where(approvedIn(db, range))
    .where('hidden_at', 'is', null)
    // Closed as filled or expired (docs/product.md#listing-lifecycle).
    .where('closed_at', 'is', null);
  if (search.q) base = base.where(textMatches(db, 'internships', search.q, !range));
  if (search.type !== 'All') base = base.where('type', '=', search.type);
  return base;
}

/** The list's version: raised by a trigger on every change to its table (migration 0019). */
export async function readListVersion(db: Executor, list: PostList): Promise<number> {
  const row = await db
    .selectFrom('post_list_versions')
    .select('version')
    .where('list', '=', list)
    .executeTakeFirstOrThrow();
  return Number(row.version);
}

/** One page of `selected` (rows of `base` with their columns), newest first, and how many rows `base` has. */
async function newestFirstPage<T extends PostList, Row>(
  base: SelectQueryBuilder<DatabaseSchema, T, object>,
  selected: SelectQueryBuilder<DatabaseSchema, T, Row>,
  paging: Paging,
) {
  const [rows, count] = await Promise.all([
    selected
      .orderBy(sql.ref('created_at'), 'desc')
      .orderBy(sql.ref('id'), 'desc')
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** Approved ideas, newest first, matching the search of docs/product.md#wall-of-ideas. */
export async function listApprovedIdeas(db: Executor, query: Paging & IdeaSearch & { sort: IdeaSort }) {
  const base = searchIdeas(db, query);
  const selected = base.select(WALL_IDEA_COLUMNS);
  // Most endorsed first, the newest first among equals (docs/product.md#endorsements).
  return newestFirstPage(
    base,
    query.sort === 'endorsed' ? selected.orderBy('endorsement_count', 'desc') : selected,
    query,
  );
}

export async function listApprovedProjects(db: Executor, query: Paging & ProjectSearch) {
  const base = searchProjects(db, query);
  return newestFirstPage(base, base.select(PROJECT_COLUMNS), query);
}

export async function listApprovedInternships(db: Executor, query: Paging & InternshipSearch) {
  const base = searchInternships(db, query);
  return newestFirstPage(base, base.select(INTERNSHIP_COLUMNS), query);
}

const REVIEW_COLUMNS = ['status', 'review_reason', 'reviewed_at'] as const;
/** At most this many posts of each kind in one admin list. */
const ADMIN_LIST_LIMIT = 200;

const OWNER_COLUMNS = ['users.email as owner_email', 'users.full_name as owner_account_name'] as const;

/** Ideas with every field the admin reviews and their author's account (email and name). */
function ideasForAdmin(db: Executor) {
  return db
    .selectFrom('ideas')
    .innerJoin('users', 'users.id', 'ideas.owner_id')
    .select(IDEA_COLUMNS.map((column) => `ideas.${column}` as const))
    .select(REVIEW_COLUMNS.map((column) => `ideas.${column}` as const))
    .select(OWNER_COLUMNS);
}
function projectsForAdmin(db: Executor) {
  return db
    .selectFrom('projects')
    .innerJoin('users', 'users.id', 'projects.owner_id')
    .select(PROJECT_COLUMNS.map((column) => `projects.${column}` as const))
    .select(REVIEW_COLUMNS.map((column) => `projects.${column}` as const))
    .select(OWNER_COLUMNS);
}
function internshipsForAdmin(db: Executor) {
  return db
    .selectFrom('internships')
    .innerJoin('users', 'users.id', 'internships.owner_id')
    .select(INTERNSHIP_COLUMNS.map((column) => `internships.${column}` as const))
    .select(REVIEW_COLUMNS.map((column) => `internships.${column}` as const))
    .select(OWNER_COLUMNS);
}

/** Every kind's posts in one review status, each with its author's email and name, for the admin. */
export async function listPostsForReview(db: Executor, status: ReviewStatus) {
  const order = status === 'pending' ? 'asc' : 'desc';
  const [ideas, projects, internships] = await Promise.all([
    ideasForAdmin(db)
      .where('ideas.status', '=', status)
      .orderBy('ideas.created_at', order)
      .limit(ADMIN_LIST_LIMIT)
      .execute(),
    projectsForAdmin(db)
      .where('projects.status', '=', status)
      .orderBy('projects.created_at', order)
      .limit(ADMIN_LIST_LIMIT)
      .execute(),
    internshipsForAdmin(db)
      .where('internships.status', '=', status)
      .orderBy('internships.created_at', order)
      .limit(ADMIN_LIST_LIMIT)
      .execute(),
  ]);
  return { ideas, projects, internships };
}

/** One post of each kind with every field the admin reviews, whatever its state (a reported post is listed). */
export const findPostForAdmin = {
  idea: (db: Executor, id: number) => ideasForAdmin(db).where('ideas.id', '=', id).executeTakeFirst(),
  project: (db: Executor, id: number) =>
    projectsForAdmin(db).where('projects.id', '=', id).executeTakeFirst(),
  internship: (db: Executor, id: number) =>
    internshipsForAdmin(db).where('internships.id', '=', id).executeTakeFirst(),
};

const TABLES = { idea: 'ideas', project: 'projects', internship: 'internships' } as const;

/** A post's title, status and author, for a review decision. */
export function findPostForReview(db: Executor, kind: OpportunityKind, id: number) {
  if (kind === 'idea')
    return db
      .selectFrom('ideas')
      .innerJoin('users', 'users.id', 'ideas.owner_id')
      .select(['ideas.status', 'ideas.title', 'users.email as owner_email'])
      .where('ideas.id', '=', id)
      .executeTakeFirst();
  if (kind === 'project')
    return db
      .selectFrom('projects')
      .innerJoin('users', 'users.id', 'projects.owner_id')
      .select(['projects.status', 'projects.project_title as title', 'users.email as owner_email'])
      .where('projects.id', '=', id)
      .executeTakeFirst();
  return db
    .selectFrom('internships')
    .innerJoin('users', 'users.id', 'internships.owner_id')
    .select(['internships.status', 'internships.title', 'users.email as owner_email'])
    .where('internships.id', '=', id)
    .executeTakeFirst();
}

/** Decides a pending post; false when it was no longer pending (someone decided first). */
export async function decidePost(
  db: Executor,
  kind: OpportunityKind,
  id: number,
  decision: { status: 'approved' | 'declined'; reason: string | null; at: string; by: string },
): Promise<boolean> {
  const result = await db
    .updateTable(TABLES[kind])
    .set({
      status: decision.status,
      review_reason: decision.reason,
      reviewed_at: decision.at,
      reviewed_by: decision.by,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Holds a post's row until the transaction ends, so counting its reports and hiding it are one step for
 * every reporter (docs/product.md#reports). SQLite has one writer anyway.
 */
export async function lockPostRow(db: Executor, kind: OpportunityKind, id: number) {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter))
    await sql`select id from ${sql.table(TABLES[kind])} where id = ${id} for update`.execute(db);
}

/** A post as the reports and the moderation queue see it: its title, state and author. */
export function findPostForModeration(db: Executor, kind: OpportunityKind, id: number) {
  const table = TABLES[kind];
  const title = kind === 'project' ? 'projects.project_title' : `${table}.title`;
  return db
    .selectFrom(table)
    .innerJoin('users', 'users.id', `${table}.owner_id`)
    .select([
      sql.ref<string>(title).as('title'),
      sql.ref<ReviewStatus>(`${table}.status`).as('status'),
      sql.ref<string | null>(`${table}.hidden_at`).as('hidden_at'),
      sql.ref<string>(`${table}.created_at`).as('created_at'),
      'users.email as owner_email',
      'users.full_name as owner_name',
    ])
    .where(sql.ref(`${table}.id`), '=', id)
    .executeTakeFirst() as Promise<
    | {
        title: string;
        status: ReviewStatus;
        hidden_at: string | null;
        created_at: string;
        owner_email: string;
        owner_name: string;
      }
    | undefined
  >;
}

/** Hides a listed post (no-op when already hidden); true when this call hid it. */
export async function hidePost(db: Executor, kind: OpportunityKind, id: number, at: string) {
  const result = await db
    .updateTable(TABLES[kind])
    .set({ hidden_at: at })
    .where('id', '=', id)
    .where('hidden_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Lists a hidden post again; true when it was hidden. */
export async function unhidePost(db: Executor, kind: OpportunityKind, id: number) {
  const result = await db
    .updateTable(TABLES[kind])
    .set({ hidden_at: null })
    .where('id', '=', id)
    .where('hidden_at', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes a post for good (the moderation queue's "remove"). */
export async function deletePost(db: Executor, kind: OpportunityKind, id: number) {
  const result = await db.deleteFrom(TABLES[kind]).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/* ---------- the listing lifecycle of internships and projects (docs/product.md#listing-lifecycle) ---------- */

const LISTING_TABLE = { internship: 'internships', project: 'projects' } as const;
const LISTING_TITLE = { internship: 'title', project: 'project_title' } as const;

/** A listing as its lifecycle needs it: owner, state, expiry and closure. */
export interface ListingRow {
  id: number;
  owner_id: number;
  title: string;
  status: ReviewStatus;
  expires_at: string | null;
  closed_at: string | null;
  closed_reason: ListingClosedReason | null;
  owner_email: string;
  owner_name: string;
}

export async function findListing(db: Executor, kind: ApplicableKind, id: number) {
  const table = LISTING_TABLE[kind];
  return (await db
    .selectFrom(table)
    .innerJoin('users', 'users.id', `${table}.owner_id`)
    .select([
      sql.ref<number>(`${table}.id`).as('id'),
      sql.ref<number>(`${table}.owner_id`).as('owner_id'),
      sql.ref<string>(`${table}.${LISTING_TITLE[kind]}`).as('title'),
      sql.ref<ReviewStatus>(`${table}.status`).as('status'),
      sql.ref<string | null>(`${table}.expires_at`).as('expires_at'),
      sql.ref<string | null>(`${table}.closed_at`).as('closed_at'),
      sql.ref<ListingClosedReason | null>(`${table}.closed_reason`).as('closed_reason'),
      'users.email as owner_email',
      'users.full_name as owner_name',
    ])
    .where(sql.ref(`${table}.id`), '=', id)
    .executeTakeFirst()) as ListingRow | undefined;
}

/**
 * Starts a new period: the listing is open until `expiresAt`. Only an approved listing that was not closed
 * as filled (an expired one opens again); true when it changed.
 */
export async function renewListing(db: Executor, kind: ApplicableKind, id: number, expiresAt: string) {
  const result = await db
    .updateTable(LISTING_TABLE[kind])
    .set({ expires_at: expiresAt, closed_at: null, closed_reason: null })
    .where('id', '=', id)
    .where('status', '=', 'approved')
    .where((eb) => eb.or([eb('closed_reason', 'is', null), eb('closed_reason', '=', 'expired')]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Closes an approved listing as filled: an open one, or an expired one (its owner found someone after all).
 * True when this call closed it.
 */
export async function closeListingAsFilled(db: Executor, kind: ApplicableKind, id: number, at: string) {
  const result = await db
    .updateTable(LISTING_TABLE[kind])
    .set({ closed_at: at, closed_reason: 'filled' })
    .where('id', '=', id)
    .where('status', '=', 'approved')
    .where((eb) => eb.or([eb('closed_reason', 'is', null), eb('closed_reason', '=', 'expired')]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Closes an open listing as expired, only while `expiresAt` is still its expiry (a renewal since the job
 * was scheduled moved it). True when this call closed it.
 */
export async function expireListing(db: Executor, kind: ApplicableKind, id: number, expiresAt: string) {
  const result = await db
    .updateTable(LISTING_TABLE[kind])
    .set({ closed_at: expiresAt, closed_reason: 'expired' })
    .where('id', '=', id)
    .where('status', '=', 'approved')
    .where('closed_at', 'is', null)
    .where('expires_at', '=', expiresAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Approved listings still open, with their expiry: the process that runs jobs makes sure each has its jobs. */
export async function openListings(db: Executor) {
  const [internships, projects] = await Promise.all(
    (['internship', 'project'] as const).map((kind) =>
      db
        .selectFrom(LISTING_TABLE[kind])
        .select(['id', 'expires_at'])
        .where('status', '=', 'approved')
        .where('closed_at', 'is', null)
        .where('expires_at', 'is not', null)
        .execute(),
    ),
  );
  return [
    ...internships!.map((row) => ({ kind: 'internship' as const, id: row.id, expiresAt: row.expires_at! })),
    ...projects!.map((row) => ({ kind: 'project' as const, id: row.id, expiresAt: row.expires_at! })),
  ];
}

/**
 * How many projects or internships the public list shows: approved, not hidden by reports, not closed as
 * filled or expired (docs/product.md#listing-lifecycle) — a filled internship is no longer an opportunity on
 * offer. The impact counters count them (docs/product.md#impact-counters).
 */
export function countListedOnOffer(db: Executor, table: 'projects' | 'internships') {
  return db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .where('status', '=', 'approved')
    .where('hidden_at', 'is', null)
    .where('closed_at', 'is', null)
    .executeTakeFirstOrThrow();
}

/** Every list's version now: approval numbers up to it are committed and visible (migration 0025). */
export async function readListVersions(db: Executor): Promise<Record<PostList, number>> {
  const rows = await db.selectFrom('post_list_versions').select(['list', 'version']).execute();
  const versions = { ideas: 0, projects: 0, internships: 0 };
  for (const row of rows) versions[row.list] = Number(row.version);
  return versions;
}

/** The posts of one author, newest first, each with its review state (at most `limit` of each kind). */
export async function listOwnPosts(db: Executor, userId: number, limit: number) {
  const [ideas, projects, internships] = await Promise.all([
    db
      .selectFrom('ideas')
      .select(['id', 'title', 'created_at', 'status', 'review_reason'])
      .where('owner_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('projects')
      .select(['id', 'project_title as title', 'created_at', 'status', 'review_reason'])
      .where('owner_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('internships')
      .select(['id', 'title', 'created_at', 'status', 'review_reason'])
      .where('owner_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute(),
  ]);
  return { ideas, projects, internships };
}

/** What this part of the site holds about one person, for their download (docs/product.md#download-my-data). */
export async function personalRecordsOf(db: Executor, subject: DataSubject): Promise<PersonalRecords[]> {
  const ideas = await db.selectFrom('ideas').selectAll().where('owner_id', '=', subject.id).execute();
  const projects = await db.selectFrom('projects').selectAll().where('owner_id', '=', subject.id).execute();
  const internships = await db
    .selectFrom('internships')
    .selectAll()
    .where('owner_id', '=', subject.id)
    .execute();
  // The search index is a copy of the post's own fields.
  const withoutIndex = <Row extends { search_text: string }>(rows: Row[]) =>
    rows.map(({ search_text: _index, ...row }) => row);
  return [
    { name: 'ideas', rows: withoutIndex(ideas) },
    { name: 'projects', rows: withoutIndex(projects) },
    { name: 'internships', rows: withoutIndex(internships) },
  ];
}

/**
 * Posts that were approved stay for those who applied, endorsed or reported, by the former member and off
 * the public lists; the poster's name and contact go. Posts never approved go (docs/product.md#delete-account).
 */
export async function erasePersonalRecordsOf(db: Executor, subject: ErasureSubject): Promise<void> {
  const now = subject.now.toISOString();
  const { id, formerMemberId } = subject;
  for (const table of ['ideas', 'projects', 'internships'] as const)
    await db
      .deleteFrom(table)
      .where('owner_id', '=', id)
      .where('approval_seq', 'is', null)
      .where('status', '!=', 'approved')
      .execute();
  for (const idea of await db.selectFrom('ideas').selectAll().where('owner_id', '=', id).execute()) {
    const kept = { ...idea, owner_name: FORMER_MEMBER_NAME, contact: '', designation: '' };
    await db
      .updateTable('ideas')
      .set({
        owner_id: formerMemberId,
        owner_name: kept.owner_name,
        contact: '',
        designation: '',
        hidden_at: idea.hidden_at ?? now,
        search_text: ideaSearchText(kept),
      })
      .where('id', '=', idea.id)
      .execute();
  }
  for (const project of await db.selectFrom('projects').selectAll().where('owner_id', '=', id).execute()) {
    const kept = { ...project, by_whom: FORMER_MEMBER_NAME };
    await db
      .updateTable('projects')
      .set({
        owner_id: formerMemberId,
        by_whom: kept.by_whom,
        contact: '',
        application_link: '',
        hidden_at: project.hidden_at ?? now,
        search_text: projectSearchText(kept),
      })
      .where('id', '=', project.id)
      .execute();
  }
  await db
    .updateTable('internships')
    .set((eb) => ({
      owner_id: formerMemberId,
      contact: '',
      apply_link: '',
      hidden_at: eb.fn.coalesce('hidden_at', eb.val(now)),
    }))
    .where('owner_id', '=', id)
    .execute();
}
