import type {
  Executor,
  MetricRow,
  MetricUpdate,
  NewCarouselSlideRow,
  NewFaqEntryRow,
  NewPartnerRow,
  NewTestimonialRow,
  NewMentorRow,
  NewMetricRow,
  NewProgramRow,
  NewTeamMemberRow,
  TeamMemberUpdate,
} from '#server/db/database';
import { countListedOnOffer } from '#server/features/opportunities';

export function listTeamMembers(db: Executor) {
  return db
    .selectFrom('team_members')
    .select(['id', 'group_name', 'name', 'role', 'image_key', 'linkedin', 'email'])
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function listMentors(db: Executor) {
  return db
    .selectFrom('mentors')
    .select(['id', 'name', 'image_key', 'field', 'bio', 'email', 'linkedin'])
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function listPrograms(db: Executor) {
  return db
    .selectFrom('programs')
    .select(['id', 'slug', 'title', 'duration', 'summary', 'features_json'])
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function listCarouselSlides(db: Executor) {
  return db
    .selectFrom('carousel_slides')
    .select(['id', 'image_key', 'caption'])
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function insertTeamMember(db: Executor, member: NewTeamMemberRow) {
  await db.insertInto('team_members').values(member).execute();
}

export async function insertMentor(db: Executor, mentor: NewMentorRow) {
  await db.insertInto('mentors').values(mentor).execute();
}

/** A programme as the seed writes it: its features as a list, stored as JSON. */
export type NewProgram = Omit<NewProgramRow, 'features_json'> & { features: string[] };
export async function insertProgram(db: Executor, program: NewProgram) {
  const { features, ...rest } = program;
  await db
    .insertInto('programs')
    .values({ ...rest, features_json: JSON.stringify(features) })
    .execute();
}

export async function insertCarouselSlide(db: Executor, slide: NewCarouselSlideRow) {
  await db.insertInto('carousel_slides').values(slide).execute();
}

export async function upsertMetric(db: Executor, metric: NewMetricRow) {
  await db
    .insertInto('metrics')
    .values(metric)
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        label: metric.label,
        value: metric.value,
        duration_seconds: metric.duration_seconds,
        position: metric.position,
        ...(metric.mode ? { mode: metric.mode } : {}),
      }),
    )
    .execute();
}

// The admin's edits (docs/product.md#site-content) --------------------------------------------------

/** The tables whose rows the admin orders by `position`. */
export type OrderedTable =
  'team_members' | 'mentors' | 'programs' | 'carousel_slides' | 'partners' | 'testimonials' | 'faq_entries';

export async function nextPosition(db: Executor, table: OrderedTable): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max('position').as('top'))
    .executeTakeFirst();
  const top = row?.top;
  return top === null || top === undefined ? 0 : Number(top) + 1;
}

/** Ids in display order, with the team's group so a member moves among its own group. */
export async function listOrder(db: Executor, table: OrderedTable): Promise<{ id: number; group: string }[]> {
  if (table === 'team_members') {
    const rows = await db
      .selectFrom('team_members')
      .select(['id', 'group_name'])
      .orderBy('position')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ id: row.id, group: row.group_name }));
  }
  if (table === 'faq_entries') {
    // A question moves among the questions of its own category.
    const rows = await db
      .selectFrom('faq_entries')
      .select(['id', 'category'])
      .orderBy('position')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ id: row.id, group: row.category }));
  }
  const rows = await db.selectFrom(table).select('id').orderBy('position').orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, group: '' }));
}

export async function setPosition(db: Executor, table: OrderedTable, id: number, position: number) {
  await db.updateTable(table).set({ position }).where('id', '=', id).execute();
}

// Team ------------------------------------------------------------------------------------------

export function findTeamMember(db: Executor, id: number) {
  return db
    .selectFrom('team_members')
    .select(['id', 'group_name', 'name', 'role', 'image_key', 'linkedin', 'email'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertTeamMemberReturningId(db: Executor, member: NewTeamMemberRow): Promise<number> {
  const row = await db.insertInto('team_members').values(member).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTeamMember(db: Executor, id: number, changes: TeamMemberUpdate) {
  await db.updateTable('team_members').set(changes).where('id', '=', id).execute();
}

export async function deleteTeamMember(db: Executor, id: number) {
  await db.deleteFrom('team_members').where('id', '=', id).execute();
}

// Mentors ---------------------------------------------------------------------------------------

export function findMentor(db: Executor, id: number) {
  return db
    .selectFrom('mentors')
    .select(['id', 'name', 'image_key', 'field', 'bio', 'email', 'linkedin'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertMentorReturningId(db: Executor, mentor: NewMentorRow): Promise<number> {
  const row = await db.insertInto('mentors').values(mentor).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateMentor(
  db: Executor,
  id: number,
  changes: {
    name: string;
    image_key: string | null;
    field: string;
    bio: string;
    email: string;
    linkedin: string;
  },
) {
  await db.updateTable('mentors').set(changes).where('id', '=', id).execute();
}

export async function deleteMentor(db: Executor, id: number) {
  await db.deleteFrom('mentors').where('id', '=', id).execute();
}

// Programmes ------------------------------------------------------------------------------------

export function findProgram(db: Executor, id: number) {
  return db
    .selectFrom('programs')
    .select(['id', 'slug', 'title', 'duration', 'summary', 'features_json'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The slug never changes: applications refer to a programme by it. */
export async function updateProgram(
  db: Executor,
  id: number,
  changes: { title: string; duration: string; summary: string; features_json: string },
) {
  await db.updateTable('programs').set(changes).where('id', '=', id).execute();
}

// Carousel --------------------------------------------------------------------------------------

export function findSlide(db: Executor, id: number) {
  return db
    .selectFrom('carousel_slides')
    .select(['id', 'image_key', 'caption'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertSlideReturningId(db: Executor, slide: NewCarouselSlideRow): Promise<number> {
  const row = await db.insertInto('carousel_slides').values(slide).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSlide(db: Executor, id: number, changes: { image_key: string; caption: string }) {
  await db.updateTable('carousel_slides').set(changes).where('id', '=', id).execute();
}

export async function deleteSlide(db: Executor, id: number) {
  await db.deleteFrom('carousel_slides').where('id', '=', id).execute();
}

// Metrics ---------------------------------------------------------------------------------------

export function listMetricsWithMode(db: Executor) {
  return db
    .selectFrom('metrics')
    .select(['key', 'label', 'value', 'duration_seconds', 'mode'])
    .orderBy('position')
    .execute();
}

export function findMetric(db: Executor, key: MetricRow['key']) {
  return db
    .selectFrom('metrics')
    .select(['key', 'label', 'value', 'duration_seconds', 'mode'])
    .where('key', '=', key)
    .executeTakeFirst();
}

export async function updateMetric(db: Executor, key: MetricRow['key'], changes: MetricUpdate) {
  await db.updateTable('metrics').set(changes).where('key', '=', key).execute();
}

/** What the counters that count themselves count, but startups and events held (the impact definitions count those) (docs/product.md#impact-counters). */
export async function countMetricSources(
  db: Executor,
): Promise<{ projects: number; internships: number; people: number }> {
  const people = db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  const [projects, internships, users] = await Promise.all([
    countListedOnOffer(db, 'projects'),
    countListedOnOffer(db, 'internships'),
    people,
  ]);
  return {
    projects: Number(projects.n),
    internships: Number(internships.n),
    people: Number(users.n),
  };
}

/** Stores (or, taken again the same day, replaces) each counter's figure for `day`. */
export async function upsertMetricSnapshots(
  db: Executor,
  day: string,
  figures: { key: MetricRow['key']; value: number }[],
) {
  if (figures.length === 0) return;
  await db
    .insertInto('metric_snapshots')
    .values(figures.map(({ key, value }) => ({ day, key, value })))
    .onConflict((oc) => oc.columns(['day', 'key']).doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
    .execute();
}

/** The snapshots from `fromDay` on, oldest first. */
export function listMetricSnapshots(db: Executor, fromDay: string) {
  return db
    .selectFrom('metric_snapshots')
    .select(['day', 'key', 'value'])
    .where('day', '>=', fromDay)
    .orderBy('day')
    .execute();
}

// Partners ----------------------------------------------------------------------------------------

const PARTNER_COLUMNS = ['id', 'name', 'kind', 'url', 'image_key'] as const;

export function listPartners(db: Executor) {
  return db.selectFrom('partners').select(PARTNER_COLUMNS).orderBy('position').orderBy('id').execute();
}

export function findPartner(db: Executor, id: number) {
  return db.selectFrom('partners').select(PARTNER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function insertPartner(db: Executor, partner: NewPartnerRow): Promise<number> {
  const row = await db.insertInto('partners').values(partner).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePartner(
  db: Executor,
  id: number,
  changes: Pick<NewPartnerRow, 'name' | 'kind' | 'url' | 'image_key'>,
) {
  await db.updateTable('partners').set(changes).where('id', '=', id).execute();
}

export async function deletePartner(db: Executor, id: number) {
  await db.deleteFrom('partners').where('id', '=', id).execute();
}

// Testimonials ------------------------------------------------------------------------------------

const TESTIMONIAL_COLUMNS = ['id', 'quote', 'name', 'role', 'startup'] as const;

export function listTestimonials(db: Executor) {
  return db
    .selectFrom('testimonials')
    .select(TESTIMONIAL_COLUMNS)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function findTestimonial(db: Executor, id: number) {
  return db.selectFrom('testimonials').select(TESTIMONIAL_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function insertTestimonial(db: Executor, testimonial: NewTestimonialRow): Promise<number> {
  const row = await db
    .insertInto('testimonials')
    .values(testimonial)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTestimonial(
  db: Executor,
  id: number,
  changes: Pick<NewTestimonialRow, 'quote' | 'name' | 'role' | 'startup'>,
) {
  await db.updateTable('testimonials').set(changes).where('id', '=', id).execute();
}

export async function deleteTestimonial(db: Executor, id: number) {
  await db.deleteFrom('testimonials').where('id', '=', id).execute();
}

// FAQ ---------------------------------------------------------------------------------------------

const FAQ_COLUMNS = ['id', 'category', 'question', 'answer'] as const;

export function listFaqEntries(db: Executor) {
  return db.selectFrom('faq_entries').select(FAQ_COLUMNS).orderBy('position').orderBy('id').execute();
}

export function findFaqEntry(db: Executor, id: number) {
  return db.selectFrom('faq_entries').select(FAQ_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function insertFaqEntry(db: Executor, entry: NewFaqEntryRow): Promise<number> {
  const row = await db.insertInto('faq_entries').values(entry).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateFaqEntry(
  db: Executor,
  id: number,
  changes: Pick<NewFaqEntryRow, 'category' | 'question' | 'answer'>,
) {
  await db.updateTable('faq_entries').set(changes).where('id', '=', id).execute();
}

export async function deleteFaqEntry(db: Executor, id: number) {
  await db.deleteFrom('faq_entries').where('id', '=', id).execute();
}
