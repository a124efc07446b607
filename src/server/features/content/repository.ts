import type { Executor } from '../../db/database';

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

export interface NewTeamMember {
  group_name: string;
  name: string;
  role: string;
  image_key: string | null;
  linkedin: string;
  email: string;
  position: number;
  created_at: string;
}
export async function insertTeamMember(db: Executor, member: NewTeamMember) {
  await db.insertInto('team_members').values(member).execute();
}

export interface NewMentor {
  name: string;
  image_key: string | null;
  field: string;
  bio: string;
  email: string;
  linkedin: string;
  position: number;
  created_at: string;
}
export async function insertMentor(db: Executor, mentor: NewMentor) {
  await db.insertInto('mentors').values(mentor).execute();
}

export interface NewProgram {
  slug: string;
  title: string;
  duration: string;
  summary: string;
  features: string[];
  position: number;
}
export async function insertProgram(db: Executor, program: NewProgram) {
  const { features, ...rest } = program;
  await db
    .insertInto('programs')
    .values({ ...rest, features_json: JSON.stringify(features) })
    .execute();
}

export async function insertCarouselSlide(
  db: Executor,
  slide: { image_key: string; caption: string; position: number },
) {
  await db.insertInto('carousel_slides').values(slide).execute();
}

export async function upsertMetric(
  db: Executor,
  metric: { key: string; label: string; value: number; duration_seconds: number; position: number },
) {
  await db
    .insertInto('metrics')
    .values(metric)
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        label: metric.label,
        value: metric.value,
        duration_seconds: metric.duration_seconds,
        position: metric.position,
      }),
    )
    .execute();
}
