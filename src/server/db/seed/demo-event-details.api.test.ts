import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventInputSchema, type CentreEvent } from '#common/events';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import { DEMO_MENTORS, DEMO_TEAM } from './demo-content';
import { DEMO_EVENT_DETAILS, demoDetailsOn } from './demo-event-details';
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
      const dates = { start_date: event.start_date, end_date: event.end_date };
      const checked = eventInputSchema.safeParse({
        ...VALID_FIELDS,
        ...dates,
        ...demoDetailsOn(DEMO_EVENT_DETAILS[event.name]!, event.start_date),
      });
      expect(checked.error?.issues ?? [], event.name).toEqual([]);
      // Every speaker has a drawn portrait, described for screen readers.
      for (const speaker of event.speakers) {
        expect(speaker.photo_ref?.src, speaker.name).toMatch(/^\/media\/.+\.webp$/);
        expect(speaker.photo_alt, speaker.name).toBe(`Drawn portrait of ${speaker.name}`);
      }
    }
  });

  it('shows one event over two days, its agenda on both', async () => {
    const { items } = (await t.app.inject({ method: 'GET', url: '/api/events' })).json() as {
      items: CentreEvent[];
    };
    const hackathon = items.find((event) => event.name === 'Campus Hackathon 2026')!;
    expect(hackathon.end_date > hackathon.start_date).toBe(true);
    expect(new Set(hackathon.agenda.map((entry) => entry.day))).toEqual(
      new Set([hackathon.start_date, hackathon.end_date]),
    );
    const media = await t.app.inject({ method: 'GET', url: hackathon.speakers[0]!.photo_ref!.src });
    expect(media.statusCode).toBe(200);
  });

  it('casts only people of the demo team and mentors as speakers', () => {
    const cast = new Set([...DEMO_TEAM, ...DEMO_MENTORS].map((person) => person.name));
    for (const details of Object.values(DEMO_EVENT_DETAILS)) {
      for (const speaker of details.speakers) expect(cast).toContain(speaker.name);
      for (const item of details.agenda) if (item.speaker) expect(cast).toContain(item.speaker);
    }
  });
});
