import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupEvents } from '#common/event-grouping';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import { DEMO_EVENTS, DEMO_IDEAS, DEMO_INTERNSHIPS, DEMO_PROJECTS } from './demo-activity';
import { seedDemoActivity } from './seed';

describe('demo events and posts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDemoContent: true, seedDemoActivity: true });
  });
  afterAll(async () => t.close());

  const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();

  it('fills every public list of a fresh install, through the public API', async () => {
    const events = await get('/api/events');
    expect(events.items).toHaveLength(DEMO_EVENTS.length);
    for (const event of events.items) expect(event.image).toMatch(/^\/media\/[\w-]+\/\d+\.webp$/);
    expect((await get('/api/ideas')).total).toBe(DEMO_IDEAS.length);
    expect((await get('/api/projects')).total).toBe(DEMO_PROJECTS.length);
    expect((await get('/api/internships')).total).toBe(DEMO_INTERNSHIPS.length);
  });

  it('has upcoming, past and programme events whenever it is seeded', async () => {
    const { items, timezone } = await get('/api/events');
    const groups = groupEvents(items, new Date(), timezone);
    expect(groups.upcoming.length).toBeGreaterThan(0);
    expect(groups.past.length).toBeGreaterThan(0);
    expect(groups.programs.length).toBe(2);
  });

  it('seeds once', async () => {
    expect(await seedDemoActivity(t.app.db, 'Asia/Kolkata')).toBe(false);
    expect((await get('/api/events')).items).toHaveLength(DEMO_EVENTS.length);
  });
});
