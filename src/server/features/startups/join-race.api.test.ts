import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { insertCohortStartup, insertTestCohort, insertTestProgram } from '#server/test-support/cohorts';
import { signIn, type SignedIn } from '#server/test-support/sign-in';
import { createTestApp, testConfig, testDialect, type TestApp } from '#server/test-support/test-app';

// docs/product.md#cohorts: one invitation code is one place in a team, however many requests bring it at
// once (on PostgreSQL half of them reach a second server instance on the same database).

let t: TestApp;
let other: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  other = await buildApp(testConfig(t.database.settings), { logger: false });
  await other.ready();
  await insertTestProgram(t.app.db, 'incubation');
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const join = (who: SignedIn, code: string, i: number) =>
  (testDialect === 'postgres' && i % 2 ? other : t.app).inject({
    method: 'POST' as InjectOptions['method'],
    url: '/api/my/cohorts/join',
    headers: who.headers,
    payload: { code },
  });

async function cohortWithStartups(name: string, founders: SignedIn[]) {
  const cohortId = await insertTestCohort(t.app.db, {
    name,
    programSlug: 'incubation',
    startsOn: '2030-01-01',
    endsOn: '2030-06-30',
  });
  const startupIds: number[] = [];
  for (const founder of founders)
    startupIds.push(await insertCohortStartup(t.app.db, cohortId, `${name}-${founder.id}`, [founder]));
  return { cohortId, startupIds };
}

/** The founder invites `email`; the code is read from the queued mail's subject. */
async function invite(founder: SignedIn, startupId: number, email: string): Promise<string> {
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/my/startups/${startupId}/invitations`,
    headers: founder.headers,
    payload: { email },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  const mail = await t.app.db
    .selectFrom('mail_outbox')
    .select('subject')
    .where('to_address', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return /code ([A-Z0-9]{8})$/.exec(mail.subject)![1]!;
}

describe('joining a team with an invitation code, under simultaneous requests', () => {
  it('gives one place when the invited person and others send the same code at once', async () => {
    const founder = await signIn(t.app, 'race-founder@example.org', 'Race Founder');
    const { cohortId, startupIds } = await cohortWithStartups('Race cohort', [founder]);
    const invitee = await signIn(t.app, 'race-invitee@example.org', 'Race Invitee');
    const others = await Promise.all(
      Array.from({ length: 5 }, (_, i) => signIn(t.app, `race-other${i}@example.org`, `Other ${i}`)),
    );
    const code = await invite(founder, startupIds[0]!, invitee.email);

    const askers = [...Array.from({ length: 10 }, () => invitee), ...others];
    const answers = await Promise.all(askers.map((who, i) => join(who, code, i)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((status) => status === 200)).toHaveLength(1);
    expect(
      codes.every((status) => status === 200 || status === 400 || status === 409),
      codes.join(),
    ).toBe(true);
    expect(answers.slice(10).every((answer) => answer.statusCode === 400)).toBe(true);
    const rows = await t.app.db
      .selectFrom('cohort_members')
      .select(['user_id', 'role'])
      .where('cohort_id', '=', cohortId)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { user_id: founder.id, role: 'founder' },
      { user_id: invitee.id, role: 'member' },
    ]);
    // Used once, the code is spent.
    expect((await join(invitee, code, 0)).statusCode).toBe(400);
  });

  it('gives one place in a cohort when one person joins two of its startups at once', async () => {
    const founders = await Promise.all([
      signIn(t.app, 'twin-a@example.org', 'Twin A'),
      signIn(t.app, 'twin-b@example.org', 'Twin B'),
    ]);
    const { cohortId, startupIds } = await cohortWithStartups('Twin cohort', founders);
    const invitee = await signIn(t.app, 'twin-invitee@example.org', 'Twin Invitee');
    const codes = [
      await invite(founders[0]!, startupIds[0]!, invitee.email),
      await invite(founders[1]!, startupIds[1]!, invitee.email),
    ];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => join(invitee, codes[i % 2]!, Math.floor(i / 2))),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(
      statuses.every((status) => status === 200 || status === 400 || status === 409),
      statuses.join(),
    ).toBe(true);
    const places = await t.app.db
      .selectFrom('cohort_members')
      .select('startup_id')
      .where('cohort_id', '=', cohortId)
      .where('user_id', '=', invitee.id)
      .execute();
    expect(places).toHaveLength(1);
  });
});
