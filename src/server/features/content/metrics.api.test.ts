import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METRIC_HISTORY_DAYS, type Metric, type MetricHistory } from '#common/content';
import { calendarDateInZone } from '#common/times';
import { DEMO_METRICS } from '#server/db/seed/demo-content';
import { seedDemoMetricHistory } from '#server/db/seed/demo-metric-history';
import { processImage } from '#server/modules/media/image-pipeline';
import { insertMediaAsset } from '#server/modules/media/repository';
import { insertUserIfMissing } from '#server/modules/users/repository';
import { signIn } from '#server/test-support/sign-in';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import { pngBytes } from './content-test-support';
import { upsertMetric } from './repository';
import { insertStartup } from '#server/features/startups/repository';

let subject: TestApp;
let app: FastifyInstance;
let imageKey: string;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  subject = await createTestApp();
  app = subject.app;
  for (const [position, metric] of DEMO_METRICS.entries())
    await upsertMetric(app.db, { ...metric, position });
  imageKey = randomUUID();
  await insertMediaAsset(
    app.db,
    imageKey,
    await processImage(await pngBytes(320, 240)),
    new Date().toISOString(),
  );
});
afterAll(async () => {
  await subject?.close();
});

const shown = async () => {
  const response = await app.inject({ method: 'GET', url: '/api/content/metrics' });
  expect(response.statusCode).toBe(200);
  return Object.fromEntries(response.json<{ items: Metric[] }>().items.map((item) => [item.key, item.value]));
};

/** A calendar date in the centre's zone, `days` from today. */
const centreDay = (days: number) =>
  calendarDateInZone(new Date(Date.now() + days * DAY_MS), app.config.centreTimezone);

async function insertEvent(startDate: string, endDate: string) {
  const now = new Date().toISOString();
  await app.db
    .insertInto('events')
    .values({
      name: 'Demo Day',
      description: 'Startups pitch.',
      category: 'workshop',
      image_key: imageKey,
      start_date: startDate,
      end_date: endDate,
      location: 'Hall A',
      attendees: 100,
      registration_link: 'https://example.com/register',
      created_at: now,
      updated_at: now,
    })
    .execute();
}

async function insertPortfolioStartup(slug: string, published: boolean) {
  const now = new Date().toISOString();
  await insertStartup(app.db, {
    slug,
    name: slug,
    logo_key: null,
    pitch: 'Counted in the portfolio.',
    sector: 'Agritech',
    stage: 'Seed',
    website: '',
    founded_year: null,
    status: 'active',
    funding_raised: null,
    jobs: null,
    cohort_id: null,
    cohort_label: 'Alumni',
    application_id: null,
    published: published ? 1 : 0,
    published_at: published ? now : null,
    created_at: now,
    updated_at: now,
  });
}

describe('impact counters from the data (docs/product.md#impact-counters)', () => {
  it('shows five counters, each counting itself as the demo content sets them', async () => {
    const before = await shown();
    expect(Object.keys(before)).toEqual(['startups', 'projects', 'internships', 'events', 'people']);
    expect(before.startups).toBe(0);

    // Held: ended before today in the centre's zone. Still running or to come: not yet.
    await insertEvent(centreDay(-3), centreDay(-1));
    await insertEvent(centreDay(-1), centreDay(0));
    await insertEvent(centreDay(5), centreDay(5));
    await insertUserIfMissing(app.db, {
      email: 'counted@student.example.edu',
      full_name: 'Counted Person',
      picture_url: null,
      now: new Date().toISOString(),
    });
    await signIn(app, 'another-counted@student.example.edu');
    // Published profiles count; one still unpublished does not.
    await insertPortfolioStartup('counted-one', true);
    await insertPortfolioStartup('counted-two', true);
    await insertPortfolioStartup('not-yet-public', false);

    const after = await shown();
    expect(after.events).toBe(before.events! + 1);
    expect(after.people).toBe(before.people! + 2);
    expect(after.startups).toBe(2);
  });

  it('takes a daily snapshot as a job, once per day, and asks for the next day at UTC midnight', async () => {
    const job = app.jobs.definition('metric-snapshot');
    expect(job).toBeDefined();
    const at = new Date('2030-05-04T10:00:00Z');
    await app.jobs.schedule(job!, {
      key: 'metric-snapshot:2030-05-04',
      dueAt: at,
      payload: { day: '2030-05-04' },
    });
    expect(await app.jobs.runDue(at)).toBe(1);

    const rows = await app.db
      .selectFrom('metric_snapshots')
      .selectAll()
      .where('day', '=', '2030-05-04')
      .execute();
    const figures = await shown();
    // By 2030 all three events of this file have been held.
    expect(Object.fromEntries(rows.map((row) => [row.key, row.value]))).toEqual({ ...figures, events: 3 });

    const next = await app.db
      .selectFrom('jobs')
      .select(['unique_key', 'due_at'])
      .where('unique_key', '=', 'metric-snapshot:2030-05-05')
      .executeTakeFirstOrThrow();
    expect(new Date(next.due_at).toISOString()).toBe('2030-05-05T00:00:00.000Z');
    // Asking for the same day again changes nothing: its key is taken.
    expect(
      await app.jobs.schedule(job!, {
        key: 'metric-snapshot:2030-05-04',
        dueAt: at,
        payload: { day: '2030-05-04' },
      }),
    ).toBe(false);
  });

  it('answers the last days, oldest first, with today as shown now and gaps as null', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/content/metrics/history' });
    expect(response.statusCode).toBe(200);
    const history = response.json<MetricHistory>();
    expect(history.days).toHaveLength(METRIC_HISTORY_DAYS);
    expect(history.days[history.days.length - 1]).toBe(new Date().toISOString().slice(0, 10));
    expect([...history.days].sort()).toEqual(history.days);
    const figures = await shown();
    for (const series of history.series) {
      expect(series.values).toHaveLength(METRIC_HISTORY_DAYS);
      expect(series.values[series.values.length - 1]).toBe(figures[series.key]);
    }
    // Nothing was recorded for yesterday in this database.
    expect(history.series[0]!.values[METRIC_HISTORY_DAYS - 2]).toBeNull();
  });

  it('seeds a growing month of demo history once', async () => {
    expect(await seedDemoMetricHistory(app.db, app.config.centreTimezone)).toBe(true);
    expect(await seedDemoMetricHistory(app.db, app.config.centreTimezone)).toBe(false);
    const history = (
      await app.inject({ method: 'GET', url: '/api/content/metrics/history' })
    ).json<MetricHistory>();
    const people = history.series.find((series) => series.key === 'people')!.values;
    expect(people.every((value) => value !== null)).toBe(true);
    for (let index = 1; index < people.length; index += 1)
      expect(people[index]!).toBeGreaterThanOrEqual(people[index - 1]!);
  });
});
