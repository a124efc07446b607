// Benchmarks only: fills a fresh SQLite file through the app's own migrations, seed and repositories,
// before the server under test starts on it.
import sharp from 'sharp';
import { EVENT_CATEGORIES } from '#common/events-constants';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { imageRefOf, toEventView } from '#server/features/events/event-views';
import { insertEvent, recordEventChange } from '#server/features/events/repository';
import { processImage } from '#server/modules/media/image-pipeline';
import { storeImage } from '#server/modules/media/image-upload';
import { insertInternship, insertProject } from '#server/features/opportunities/repository';
import { insertPostApplication } from '#server/features/post-applications/repository';
import { createSession } from '#server/modules/sessions';
import { userRow } from '#server/test-support/user-rows';

export interface BenchData {
  /** Path of one stored picture variant, e.g. /media/<key>/960.webp. */
  mediaPath: string;
  /** A session of the poster with 50 posts and 5,000 applications (the applicants inbox). */
  posterToken: string;
}

const COMPANIES = ['Acme Robotics', 'GreenGrid', 'AgroSense', 'MediLoop', 'PayLane', 'Skyward Drones'];
const TITLES = ['Embedded engineer', 'Data analyst', 'Frontend developer', 'Field researcher', 'Designer'];
/** Skills in the requirements, so that searches by skill ("python", "python remote") have work to do. */
const SKILLS = ['Python', 'React', 'C++', 'Figma', 'SQL', 'Statistics', 'Soldering'];

/** A photo-like test picture: a gradient with noise, so WebP does not compress it to nothing. */
async function testPicture(): Promise<Buffer> {
  const width = 1600;
  const height = 900;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < pixels.length; i += 3) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const x = (i / 3) % width;
    const noise = seed % 40;
    pixels[i] = (x / width) * 200 + noise;
    pixels[i + 1] = 120 + noise;
    pixels[i + 2] = 255 - (x / width) * 200;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

export async function prepareBenchDatabase(
  sqliteFile: string,
  counts: { events: number; internships: number; projects?: number },
): Promise<BenchData> {
  const config = {
    // Exactly the benchmark's own events and internships: no demo events or posts besides.
    ...loadConfig({
      NODE_ENV: 'test',
      SEED_DEMO_CONTENT: 'true',
      SEED_DEMO_ACTIVITY: 'false',
      LOG_LEVEL: 'silent',
    }),
    database: { kind: 'sqlite' as const, file: sqliteFile },
    mailWorker: false,
  };
  const app = await buildApp(config, { logger: false });
  try {
    const variants = await processImage(await testPicture());
    const now = new Date().toISOString();
    const key = await app.db.transaction().execute(async (trx) => {
      const imageKey = await storeImage(trx, variants);
      for (let n = 0; n < counts.events; n += 1) {
        const day = new Date(Date.UTC(2026, 0, 1) + n * 7 * 86_400_000).toISOString().slice(0, 10);
        const row = await insertEvent(trx, {
          name: `Founders' evening ${n + 1}`,
          description: `Talks, demos and mentoring for early-stage founders, evening ${n + 1}. `.repeat(4),
          category: EVENT_CATEGORIES[n % EVENT_CATEGORIES.length]!,
          image_key: imageKey,
          start_date: day,
          end_date: day,
          time: '18:00',
          location: 'Innovation Centre, Hall B',
          attendees: 40 + n,
          registration_link: `https://example.org/register/${n + 1}`,
          created_at: now,
          updated_at: now,
        });
        await recordEventChange(trx, 'sqlite', {
          eventId: row.id,
          kind: 'created',
          payload: JSON.stringify(toEventView(row, imageRefOf(imageKey, variants))),
        });
      }
      return imageKey;
    });

    const owner = await app.db
      .insertInto('users')
      .values(userRow('bench-company@example.org', 'Bench Company', now))
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.db.transaction().execute(async (trx) => {
      for (let n = 0; n < counts.internships; n += 1) {
        const id = await insertInternship(trx, {
          owner_id: owner.id,
          title: `${TITLES[n % TITLES.length]} intern ${n + 1}`,
          company: COMPANIES[n % COMPANIES.length]!,
          location: n % 3 === 0 ? 'Remote' : 'Bengaluru',
          type: n % 2 === 0 ? 'Full-time' : 'Part-time',
          duration: '3 months',
          stipend: 10_000 + (n % 10) * 1000,
          description: 'Work with a small team on a real product; mentoring from the centre included.',
          requirements: `${SKILLS[n % SKILLS.length]!}\n${SKILLS[(n * 3 + 1) % SKILLS.length]!}\nGood written English`,
          apply_link: `https://example.org/apply/${n + 1}`,
          contact: 'jobs@example.org',
          created_at: new Date(Date.parse(now) - n * 60_000).toISOString(),
        });
        await trx
          .updateTable('internships')
          .set({ status: 'approved', reviewed_at: now, reviewed_by: 'bench' })
          .where('id', '=', id)
          .execute();
      }
      // One project in ten is about drones: a search that the index narrows.
      for (let n = 0; n < (counts.projects ?? 0); n += 1) {
        await insertProject(trx, {
          owner_id: owner.id,
          project_title: `${n % 10 === 0 ? 'Drone mapping' : 'Soil sensing'} study ${n + 1}`,
          by_whom: `Prof. ${COMPANIES[n % COMPANIES.length]!}`,
          contact: 'lab@example.org',
          description: 'A research project at the centre looking for student help.',
          work_type: n % 2 === 0 ? 'Remote' : 'Hybrid',
          requirements: `${SKILLS[(n * 5) % SKILLS.length]!}, curiosity`,
          application_link: `https://example.org/projects/${n + 1}`,
          created_at: new Date(Date.parse(now) - n * 60_000).toISOString(),
        });
      }
      await trx
        .updateTable('projects')
        .set({ status: 'approved', reviewed_at: now, reviewed_by: 'bench' })
        .execute();
    });
    const middle = variants[Math.floor(variants.length / 2)]!;
    const posterToken = await seedInbox(app, now);
    return { mediaPath: `/media/${key}/${middle.width}.webp`, posterToken };
  } finally {
    await app.close();
  }
}

/** docs/product.md#applicants-inbox: a poster with 25 internships and 25 projects, each applied to by 100 people. */
async function seedInbox(app: Awaited<ReturnType<typeof buildApp>>, now: string): Promise<string> {
  const person = (email: string, name: string) =>
    app.db
      .insertInto('users')
      .values(userRow(email, name, now))
      .returning('id')
      .executeTakeFirstOrThrow();
  const poster = await person('bench-poster@example.org', 'Bench Poster');
  await app.db.transaction().execute(async (trx) => {
    const applicants: number[] = [];
    for (let n = 0; n < 100; n += 1) {
      applicants.push(
        (
          await trx
            .insertInto('users')
            .values(userRow(`applicant${n}@student.example.org`, `Applicant ${n}`, now))
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    }
    const states = ['new', 'shortlisted', 'declined', 'hired'] as const;
    for (let n = 0; n < 50; n += 1) {
      const internship = n % 2 === 0;
      const postId = internship
        ? await insertInternship(trx, {
            owner_id: poster.id,
            title: `Inbox role ${n}`,
            company: 'Bench Poster Ltd',
            location: 'Pune',
            type: 'Full-time',
            duration: '3 months',
            stipend: 10_000,
            description: 'Bench.',
            requirements: 'None',
            apply_link: 'https://example.org/apply',
            contact: 'jobs@example.org',
            created_at: now,
          })
        : await insertProject(trx, {
            owner_id: poster.id,
            project_title: `Inbox project ${n}`,
            by_whom: 'Bench Poster',
            contact: 'p@example.org',
            description: 'Bench.',
            work_type: 'Remote',
            requirements: 'None',
            application_link: 'https://example.org/apply',
            created_at: now,
          });
      for (const [index, applicant] of applicants.entries())
        await insertPostApplication(trx, {
          ...(internship ? { internship_id: postId } : { project_id: postId }),
          applicant_id: applicant,
          note: 'I would like to join your team; I have built two projects in this field.',
          state: states[index % states.length],
          created_at: now,
          updated_at: now,
        });
    }
  });
  return createSession(app.db, poster.id);
}
