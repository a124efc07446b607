import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '#server/test-support/sign-in';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import { cohortOfUser, countPublishedStartups, isCohortMember } from './index';
import { acceptInvitation, insertCohort, insertMember, insertStartup } from './repository';

let t: TestApp;
const NOW = '2030-01-01T00:00:00.000Z';

beforeAll(async () => {
  t = await createTestApp();
  await t.app.db
    .insertInto('programs')
    .values({
      slug: 'incubation',
      title: 'Incubation Program',
      duration: '',
      summary: '',
      features_json: '[]',
      position: 0,
    })
    .execute();
});
afterAll(async () => {
  await t?.close();
});

function startup(slug: string, cohortId: number | null, published: number) {
  return insertStartup(t.app.db, {
    slug,
    name: slug,
    logo_key: null,
    pitch: 'A pitch',
    sector: 'Health',
    stage: 'Idea',
    website: '',
    founded_year: 2029,
    status: 'active',
    funding_raised: 25_000_000_000,
    jobs: 12,
    cohort_id: cohortId,
    cohort_label: cohortId ? '' : 'Batch 2019',
    application_id: null,
    published,
    published_at: published ? NOW : null,
    created_at: NOW,
    updated_at: NOW,
  });
}

describe('cohort membership and the portfolio count', () => {
  it('knows who joined a cohort, not who is only invited, and counts published startups', async () => {
    const founder = await signIn(t.app, 'member-founder@example.edu');
    const invitee = await signIn(t.app, 'member-invitee@example.edu');
    const cohortId = await insertCohort(t.app.db, {
      name: 'Spring 2030',
      program_slug: 'incubation',
      call_id: null,
      starts_on: '2030-01-10',
      ends_on: '2030-06-30',
      created_at: NOW,
      updated_at: NOW,
    });
    const startupId = await startup('member-test', cohortId, 1);
    await startup('alumnus', null, 1);
    await startup('hidden', cohortId, 0);
    await insertMember(t.app.db, {
      cohort_id: cohortId,
      startup_id: startupId,
      user_id: founder.id,
      role: 'founder',
      invite_attempts: 0,
      joined_at: NOW,
      created_at: NOW,
    });
    const invitationId = await insertMember(t.app.db, {
      cohort_id: cohortId,
      startup_id: startupId,
      user_id: null,
      role: 'member',
      invited_email: invitee.email,
      invite_code_hash: 'x',
      invite_expires_at: NOW,
      invite_attempts: 0,
      created_at: NOW,
    });

    expect(await isCohortMember(t.app.db, founder.id)).toBe(true);
    expect(await isCohortMember(t.app.db, invitee.id)).toBe(false);
    expect(await cohortOfUser(t.app.db, founder.id)).toMatchObject({
      cohort_id: cohortId,
      cohort_name: 'Spring 2030',
      startup_id: startupId,
      role: 'founder',
    });
    expect(await cohortOfUser(t.app.db, invitee.id)).toBeUndefined();
    expect(await countPublishedStartups(t.app.db)).toBe(2);

    expect(await acceptInvitation(t.app.db, invitationId, invitee.id, NOW)).toBe(true);
    expect(await acceptInvitation(t.app.db, invitationId, invitee.id, NOW)).toBe(false);
    expect(await isCohortMember(t.app.db, invitee.id)).toBe(true);
    const funding = await t.app.db
      .selectFrom('startups')
      .select('funding_raised')
      .where('id', '=', startupId)
      .executeTakeFirstOrThrow();
    expect(funding.funding_raised).toBe(25_000_000_000);
  });

  it("shows another startup of the cohort without its team's addresses or pending invitations", async () => {
    const ownFounder = await signIn(t.app, 'own-founder@example.edu', 'Own Founder');
    const neighbour = await signIn(t.app, 'neighbour@example.edu', 'Nita Neighbour');
    const cohortId = await insertCohort(t.app.db, {
      name: 'Autumn 2030',
      program_slug: 'incubation',
      call_id: null,
      starts_on: '2030-08-01',
      ends_on: '2030-12-31',
      created_at: NOW,
      updated_at: NOW,
    });
    const ownId = await startup('own-startup', cohortId, 0);
    const neighbourId = await startup('neighbour-startup', cohortId, 0);
    for (const [user, startupId] of [
      [ownFounder, ownId],
      [neighbour, neighbourId],
    ] as const)
      await insertMember(t.app.db, {
        cohort_id: cohortId,
        startup_id: startupId,
        user_id: user.id,
        role: 'founder',
        invite_attempts: 0,
        joined_at: NOW,
        created_at: NOW,
      });
    await insertMember(t.app.db, {
      cohort_id: cohortId,
      startup_id: ownId,
      user_id: null,
      role: 'member',
      invited_email: 'pending-invitee@example.edu',
      invite_code_hash: 'y',
      invite_expires_at: NOW,
      invite_attempts: 0,
      created_at: NOW,
    });
    const profileAs = async (headers: Record<string, string>) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/my/startups/${ownId}`, headers });
      expect(response.statusCode, response.body).toBe(200);
      return response;
    };

    const own = await profileAs(ownFounder.headers);
    expect(own.json().team).toEqual([
      expect.objectContaining({ name: 'Own Founder', email: 'own-founder@example.edu', pending: false }),
      expect.objectContaining({ email: 'pending-invitee@example.edu', pending: true }),
    ]);
    const seenByNeighbour = await profileAs(neighbour.headers);
    expect(seenByNeighbour.json()).toMatchObject({ canEdit: false });
    expect(seenByNeighbour.json().team).toEqual([
      expect.objectContaining({ name: 'Own Founder', email: '', pending: false }),
    ]);
    expect(seenByNeighbour.body).not.toContain('@example.edu');
  });
});
