import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Database } from '../database';
import { claimMeta, getMeta } from '#server/modules/app-meta';
import {
  insertCarouselSlide,
  insertMentor,
  insertProgram,
  insertTeamMember,
  upsertMetric,
} from '#server/features/content';
import { processImage, type ImageVariant, insertMediaAsset } from '#server/modules/media';
import { insertEvent } from '#server/features/events';
import { decidePost, insertIdea, insertInternship, insertProject } from '#server/features/opportunities';
import { findUserByEmail } from '#server/modules/users';
import { insertGrant } from '#server/modules/roles';
import { insertCall, insertCallApplication } from '#server/features/calls';
import { zonedTimeToUtc } from '#common/times';
import {
  DEMO_EVENTS,
  DEMO_IDEAS,
  DEMO_INTERNSHIPS,
  DEMO_POSTER,
  DEMO_PROJECTS,
  DEMO_CALL,
  DEMO_REVIEW_ROUND,
  DEMO_ROLE_HOLDERS,
  DEMO_OTHER_POSTS,
} from './demo-activity';
import { CAST, castMember, portraitLookOf } from './demo-cast';
import { castAccount } from './demo-cast-accounts';
import { DEMO_METRICS, DEMO_MENTORS, DEMO_PROGRAMS, DEMO_SLIDES, DEMO_TEAM } from './demo-content';
import { eventSvg, portraitSvg, slideSvg } from './demo-images';
import { dateTimeFormat } from '#common/intl-cache';

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
      await processImage(
        await rasterise(portraitSvg(person.name, portraitLookOf(person.name))),
        PORTRAIT_WIDTHS,
      ),
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
  return dateTimeFormat('en-CA', { timeZone }).format(new Date(from.getTime() + days * 86_400_000));
}

/**
 * Demo events and approved posts (ideas, projects, internships by a demo account), once, in one
 * transaction like the content seed. Separate from it so databases seeded before these features
 * existed get them too.
 */
export async function seedDemoActivity(db: Database, timeZone: string): Promise<boolean> {
  if (await getMeta(db, ACTIVITY_SEED_KEY)) return false;
  const pictures = await Promise.all(
    DEMO_EVENTS.map(async (event) =>
      processImage(await sharp(eventSvg(event.name, event.category)).png().toBuffer(), [480, 960]),
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
        registration_link: event.onSite ? '' : 'https://example.edu/register',
        registration_mode: event.onSite ? 'site' : 'external',
        registration_question: event.onSite?.question ?? '',
        created_at: now,
        updated_at: now,
      });
    }

    const ownerId = await castAccount(trx, castMember(DEMO_POSTER.email), started);
    // Posted over the past weeks, in list order, so the counters' history grows (demo-metric-history.ts).
    const daysAgo = (days: number) => new Date(started.getTime() - days * 86_400_000).toISOString();
    const approve = (at: string) => ({ status: 'approved' as const, reason: null, at, by: 'demo seed' });
    for (const [index, { extra_tags, ...idea }] of DEMO_IDEAS.entries()) {
      const at = daysAgo(40 - index * 9);
      const id = await insertIdea(trx, {
        ...idea,
        owner_id: ownerId,
        extra_tags_json: JSON.stringify(extra_tags),
        created_at: at,
      });
      await decidePost(trx, 'idea', id, approve(at));
    }
    for (const [index, project] of DEMO_PROJECTS.entries()) {
      const at = daysAgo(45 - index * 15);
      const id = await insertProject(trx, { ...project, owner_id: ownerId, created_at: at });
      await decidePost(trx, 'project', id, approve(at));
    }
    for (const [index, internship] of DEMO_INTERNSHIPS.entries()) {
      const at = daysAgo(35 - index * 10);
      const id = await insertInternship(trx, { ...internship, owner_id: ownerId, created_at: at });
      await decidePost(trx, 'internship', id, approve(at));
    }
    for (const post of DEMO_OTHER_POSTS) {
      const owner_id = await castAccount(trx, CAST[post.owner], started);
      const at = daysAgo(post.createdDaysAgo);
      if (post.project) {
        const id = await insertProject(trx, { ...post.project, owner_id, created_at: at });
        await decidePost(trx, 'project', id, approve(at));
      }
      if (post.internship) {
        const id = await insertInternship(trx, { ...post.internship, owner_id, created_at: at });
        await decidePost(trx, 'internship', id, approve(at));
      }
    }
    return true;
  });
}

const ROLES_SEED_KEY = 'demo_roles_seeded_at';

/** Demo reviewers and mentors (granted roles), once, in one transaction; separate so older databases get them. */
export async function seedDemoRoles(db: Database): Promise<boolean> {
  if (await getMeta(db, ROLES_SEED_KEY)) return false;
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    if (!(await claimMeta(trx, ROLES_SEED_KEY, now, now))) return false;
    for (const person of DEMO_ROLE_HOLDERS) {
      const userId = await castAccount(trx, castMember(person.email), now);
      for (const role of person.roles)
        await insertGrant(trx, { user_id: userId, role, granted_at: now, granted_by: 'demo seed' });
    }
    return true;
  });
}

const CALLS_SEED_KEY = 'demo_calls_seeded_at';

/** The demo call, open from seeding until 23:59 in the centre's zone 30 days later; once. */
export async function seedDemoCalls(db: Database, timeZone: string): Promise<boolean> {
  if (await getMeta(db, CALLS_SEED_KEY)) return false;
  return db.transaction().execute(async (trx) => {
    const started = new Date();
    const now = started.toISOString();
    if (!(await claimMeta(trx, CALLS_SEED_KEY, now, now))) return false;
    const closes = zonedTimeToUtc(
      `${centreDate(started, DEMO_CALL.closesInDays, timeZone)}T23:59`,
      timeZone,
    )!;
    const review = new Date(Date.parse(closes) + 14 * 86_400_000).toISOString();
    await insertCall(trx, {
      program_slug: DEMO_CALL.program,
      title: DEMO_CALL.title,
      opens_at: now,
      closes_at: closes,
      review_deadline: review,
      questions_json: JSON.stringify(DEMO_CALL.questions),
      rubric_json: JSON.stringify(DEMO_CALL.rubric),
      blind: 0,
      created_by: 'demo seed',
      created_at: now,
      updated_at: now,
    });
    return true;
  });
}

const REVIEW_SEED_KEY = 'demo_review_round_seeded_at';

/** The demo round in review, after the demo reviewers and programmes; once. */
export async function seedDemoReviewRound(db: Database): Promise<boolean> {
  if (await getMeta(db, REVIEW_SEED_KEY)) return false;
  return db.transaction().execute(async (trx) => {
    const started = Date.now();
    const now = new Date(started).toISOString();
    if (!(await claimMeta(trx, REVIEW_SEED_KEY, now, now))) return false;
    const round = DEMO_REVIEW_ROUND;
    const closes = new Date(started - round.closedDaysAgo * 86_400_000).toISOString();
    const callId = await insertCall(trx, {
      program_slug: round.program,
      title: round.title,
      opens_at: new Date(started - 30 * 86_400_000).toISOString(),
      closes_at: closes,
      review_deadline: new Date(started + round.reviewInDays * 86_400_000).toISOString(),
      questions_json: JSON.stringify([]),
      rubric_json: JSON.stringify(round.rubric),
      blind: 0,
      created_by: 'demo seed',
      created_at: now,
      updated_at: now,
    });
    const reviewers = [];
    for (const holder of DEMO_ROLE_HOLDERS.filter((p) => (p.roles as readonly string[]).includes('reviewer')))
      reviewers.push((await findUserByEmail(trx, holder.email))!);
    for (const [index, applicant] of round.applicants.entries()) {
      const userId = await castAccount(trx, castMember(applicant.email), now);
      const applicationId = await insertCallApplication(trx, {
        call_id: callId,
        user_id: userId,
        status: 'submitted',
        team_name: applicant.team,
        stage: 'Early Revenue',
        description: `${applicant.team} builds ${applicant.sector} products for India's small towns.`,
        team_size: 3 + (index % 3),
        website: `https://${applicant.email.split('@')[1]}`,
        phone: '+91 90000 00000',
        answers_json: '{}',
        created_at: closes,
        updated_at: closes,
        submitted_at: closes,
      });
      for (const [r, reviewer] of reviewers.entries()) {
        const score = round.scores[index]?.[r] ?? null;
        await trx
          .insertInto('review_assignments')
          .values({
            call_id: callId,
            application_id: applicationId,
            reviewer_id: reviewer.id,
            assigned_by: 'automatic',
            assigned_at: now,
            status: score === null ? 'assigned' : 'reviewed',
            scores_json:
              score === null
                ? null
                : JSON.stringify(Object.fromEntries(round.rubric.map((c) => [c.id, score]))),
            comment:
              score === null
                ? ''
                : score >= 4
                  ? 'A strong team with real customers.'
                  : 'Too early for the programme.',
            note: '',
            conflict_reason: null,
            reviewed_at: score === null ? null : now,
          })
          .execute();
      }
    }
    return true;
  });
}
