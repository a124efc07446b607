import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Database } from '../database';
import { claimMeta, getMeta } from '#server/modules/app-meta/repository';
import {
  insertCarouselSlide,
  insertMentor,
  insertProgram,
  insertTeamMember,
  upsertMetric,
} from '#server/features/content/repository';
import { processImage, type ImageVariant } from '#server/modules/media/image-pipeline';
import { insertMediaAsset } from '#server/modules/media/repository';
import { insertEvent } from '#server/features/events/repository';
import {
  decidePost,
  insertIdea,
  insertInternship,
  insertProject,
} from '#server/features/opportunities/repository';
import { findUserByEmail, insertUserIfMissing } from '#server/modules/users/repository';
import { DEMO_EVENTS, DEMO_IDEAS, DEMO_INTERNSHIPS, DEMO_POSTER, DEMO_PROJECTS } from './demo-activity';
import { DEMO_METRICS, DEMO_MENTORS, DEMO_PROGRAMS, DEMO_SLIDES, DEMO_TEAM } from './demo-content';
import { portraitSvg, slideSvg } from './demo-images';

const SEED_KEY = 'demo_content_seeded_at';
const PORTRAIT_WIDTHS = [240, 480];

/**
 * Fills an empty site with the centre's demo content, once. The claim and the
 * content are written in one transaction, so a crash or a second server starting
 * at the same moment can never leave half a seed or a duplicate.
 */
export async function seedDemoContent(db: Database): Promise<boolean> {
  if (await getMeta(db, SEED_KEY)) return false;

  // Pictures are made before the transaction so it holds the write lock briefly.
  // The pipeline accepts only raster uploads, so the drawings are rasterised first.
  const rasterise = (svg: Buffer) => sharp(svg).png().toBuffer();
  const portraits = new Map<string, ImageVariant[]>();
  for (const person of [...DEMO_TEAM, ...DEMO_MENTORS]) {
    portraits.set(
      person.name,
      await processImage(await rasterise(portraitSvg(person.name)), PORTRAIT_WIDTHS),
    );
  }
  const slides = await Promise.all(
    DEMO_SLIDES.map(async (_caption, index) => processImage(await rasterise(slideSvg(index)))),
  );

  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    if (!(await claimMeta(trx, SEED_KEY, now, now))) return false;

    const storePicture = async (variants: ImageVariant[]) => {
      const key = randomUUID();
      await insertMediaAsset(trx, key, variants, now);
      return key;
    };

    for (const [position, member] of DEMO_TEAM.entries()) {
      await insertTeamMember(trx, {
        group_name: member.group,
        name: member.name,
        role: member.role,
        image_key: await storePicture(portraits.get(member.name)!),
        linkedin: member.linkedin,
        email: member.email,
        position,
        created_at: now,
      });
    }
    for (const [position, mentor] of DEMO_MENTORS.entries()) {
      await insertMentor(trx, {
        name: mentor.name,
        image_key: await storePicture(portraits.get(mentor.name)!),
        field: mentor.field,
        bio: mentor.bio,
        email: mentor.email,
        linkedin: mentor.linkedin,
        position,
        created_at: now,
      });
    }
    for (const [position, program] of DEMO_PROGRAMS.entries()) {
      await insertProgram(trx, { ...program, position });
    }
    for (const [position, caption] of DEMO_SLIDES.entries()) {
      await insertCarouselSlide(trx, { image_key: await storePicture(slides[position]!), caption, position });
    }
    for (const [position, metric] of DEMO_METRICS.entries()) {
      await upsertMetric(trx, { ...metric, position });
    }
    return true;
  });
}

const ACTIVITY_SEED_KEY = 'demo_activity_seeded_at';

/** A calendar date (YYYY-MM-DD) in the centre's time zone, `days` from `from`. */
function centreDate(from: Date, days: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(from.getTime() + days * 86_400_000));
}

/**
 * Demo events and approved posts (ideas, projects, internships by a demo account), once, in one
 * transaction like the content seed. Separate from it so databases seeded before these features
 * existed get them too.
 */
export async function seedDemoActivity(db: Database, timeZone: string): Promise<boolean> {
  if (await getMeta(db, ACTIVITY_SEED_KEY)) return false;
  const pictures = await Promise.all(
    DEMO_EVENTS.map(async (_event, index) =>
      processImage(
        await sharp(slideSvg(index + 1))
          .png()
          .toBuffer(),
        [480, 960],
      ),
    ),
  );

  return db.transaction().execute(async (trx) => {
    const started = new Date();
    const now = started.toISOString();
    if (!(await claimMeta(trx, ACTIVITY_SEED_KEY, now, now))) return false;

    for (const [index, event] of DEMO_EVENTS.entries()) {
      const key = randomUUID();
      await insertMediaAsset(trx, key, pictures[index]!, now);
      await insertEvent(trx, {
        name: event.name,
        description: event.description,
        category: event.category,
        image_key: key,
        start_date: centreDate(started, event.startsInDays, timeZone),
        end_date: centreDate(started, event.startsInDays + event.lastsDays, timeZone),
        time: event.time,
        location: event.location,
        attendees: event.attendees,
        registration_link: 'https://example.edu/register',
        created_at: now,
        updated_at: now,
      });
    }

    await insertUserIfMissing(trx, {
      email: DEMO_POSTER.email,
      full_name: DEMO_POSTER.fullName,
      picture_url: null,
      now,
    });
    const owner = (await findUserByEmail(trx, DEMO_POSTER.email))!;
    const approve = { status: 'approved' as const, reason: null, at: now, by: 'demo seed' };
    for (const { extra_tags, ...idea } of DEMO_IDEAS) {
      const id = await insertIdea(trx, {
        ...idea,
        owner_id: owner.id,
        extra_tags_json: JSON.stringify(extra_tags),
        created_at: now,
      });
      await decidePost(trx, 'idea', id, approve);
    }
    for (const project of DEMO_PROJECTS) {
      const id = await insertProject(trx, { ...project, owner_id: owner.id, created_at: now });
      await decidePost(trx, 'project', id, approve);
    }
    for (const internship of DEMO_INTERNSHIPS) {
      const id = await insertInternship(trx, { ...internship, owner_id: owner.id, created_at: now });
      await decidePost(trx, 'internship', id, approve);
    }
    return true;
  });
}
