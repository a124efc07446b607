// Test helpers for the content admin and SEO tests: sessions without mail, and rows that other
// features (posts, events) will normally create through their own routes.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Database } from '../../db/database';
import type { ReviewStatus } from '../../db/tables/opportunities';
import { processImage } from '../media/image-pipeline';
import { insertMediaAsset } from '../media/repository';
import { createSession } from '../sessions/sessions';
import { findUserByEmail, insertUserIfMissing } from '../users/repository';

export async function userWithSession(db: Database, email: string): Promise<{ id: number; token: string }> {
  await insertUserIfMissing(db, {
    email,
    full_name: email.split('@')[0]!,
    picture_url: null,
    now: new Date().toISOString(),
  });
  const user = (await findUserByEmail(db, email))!;
  return { id: user.id, token: await createSession(db, user.id) };
}

export function pngBytes(width = 640, height = 480, background = '#2255aa'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** A project or internship post with the given review status, as moderation would leave it. */
export async function insertPost(
  db: Database,
  kind: 'projects' | 'internships',
  ownerId: number,
  status: ReviewStatus,
): Promise<void> {
  const common = {
    owner_id: ownerId,
    status,
    review_reason: null,
    created_at: new Date().toISOString(),
    reviewed_at: status === 'pending' ? null : new Date().toISOString(),
    contact: 'poster@example.com',
    description: 'A post for the counters.',
    requirements: 'None',
  };
  if (kind === 'projects') {
    await db
      .insertInto('projects')
      .values({
        ...common,
        project_title: 'Soil sensor',
        by_whom: 'Asha',
        work_type: 'Remote',
        application_link: 'https://example.com/apply',
      })
      .execute();
  } else {
    await db
      .insertInto('internships')
      .values({
        ...common,
        title: 'Frontend intern',
        company: 'Acme',
        location: 'Pune',
        type: 'Full-time',
        duration: '3 months',
        stipend: 10000,
        apply_link: 'https://example.com/apply',
      })
      .execute();
  }
}

/** An event row as the events feature stores it. */
export async function insertEvent(db: Database, updatedAt: string): Promise<number> {
  const key = randomUUID();
  await insertMediaAsset(db, key, await processImage(await pngBytes(320, 240)), updatedAt);
  const row = await db
    .insertInto('events')
    .values({
      name: 'Demo Day',
      description: 'Startups pitch.',
      category: 'workshop',
      image_key: key,
      start_date: '2030-01-10',
      end_date: '2030-01-10',
      location: 'Hall A',
      attendees: 100,
      registration_link: 'https://example.com/register',
      created_at: updatedAt,
      updated_at: updatedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
