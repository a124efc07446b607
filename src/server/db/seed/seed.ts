import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Database } from '../database';
import { claimMeta, getMeta } from '../../features/app-meta/repository';
import {
  insertCarouselSlide,
  insertMentor,
  insertProgram,
  insertTeamMember,
  upsertMetric,
} from '../../features/content/repository';
import { processImage, type ImageVariant } from '../../features/media/image-pipeline';
import { insertMediaAsset } from '../../features/media/repository';
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
