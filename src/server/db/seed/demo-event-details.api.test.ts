import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventInputSchema, type CentreEvent } from '#common/events';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import { DEMO_MENTORS, DEMO_TEAM } from './demo-content';
import { DEMO_EVENT_DETAILS } from './demo-event-details';
import { VALID_FIELDS } from '#server/features/events/test-helpers';

describe('demo event details (docs/product.md#single-event-page)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDemoContent: true, seedDemoActivity: true });
  });
  afterAll(async () => t.close());

  it('gives every demo event an agenda or speakers, a venue and an organiser, valid as an admin would save them', async () => {
    const { items } = (await t.app.inject({ method: 'GET', url: '/api/events' })).json() as {
      items: CentreEvent[];
    };
    const detailed = items.filter((event) => DEMO_EVENT_DETAILS[event.name]);
    // The activity seed's seven events and the registration seed's clinic and talk.
    expect(detailed.map((event) => event.name).sort()).toEqual(Object.keys(DEMO_EVENT_DETAILS).sort());
    for (const event of detailed) {
      expect(event.agenda.length + event.speakers.length, event.name).toBeGreaterThan(0);
      expect(event.venue.room || event.venue.address, event.name).not.toBe('');
      expect(event.organiser.name, event.name).not.toBe('');
      const checked = eventInputSchema.safeParse({ ...VALID_FIELDS, ...DEMO_EVENT_DETAILS[event.name] });
      expect(checked.error?.issues ?? [], event.name).toEqual([]);
    }
  });

  it('casts only people of the demo team and mentors as speakers', () => {
    const cast = new Set([...DEMO_TEAM, ...DEMO_MENTORS].map((person) => person.name));
    for (const details of Object.values(DEMO_EVENT_DETAILS)) {
      for (const speaker of details.speakers) expect(cast).toContain(speaker.name);
      for (const item of details.agenda) if (item.speaker) expect(cast).toContain(item.speaker);
    }
  });
});
