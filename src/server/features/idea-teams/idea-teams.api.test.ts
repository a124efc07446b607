import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEA_TEAM_MESSAGES as M, type JoinRequest, type MyIdea } from '#common/idea-teams';
import type { ListPage, WallIdea } from '#common/opportunities';
import { buildApp } from '#server/app';
import { insertIdea } from '#server/features/opportunities/repository';
import { signIn, type SignedIn } from '#server/test-support/sign-in';
import { createTestApp, testConfig, testDialect, type TestApp } from '#server/test-support/test-app';

// docs/product.md#idea-teams and docs/product.md#endorsements: ask to join, decide, contact details only
// after acceptance, team complete, endorsements once each; the counting rules under simultaneous requests.

let t: TestApp;
let owner: SignedIn;
let student: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signIn(t.app, 'founder@student.example.edu', 'Ravi Founder');
  student = await signIn(t.app, 'asha@student.example.edu', 'Asha Student');
  other = await signIn(t.app, 'bala@student.example.edu', 'Bala Other');
});
afterAll(async () => t?.close());

async function createIdea(
  ownerId: number,
  options: { status?: 'pending' | 'approved'; title?: string } = {},
) {
  const id = await insertIdea(t.app.db, {
    owner_id: ownerId,
    title: options.title ?? 'Solar cold storage',
    description: 'Cold rooms for farmers.',
    owner_name: 'Ravi Founder',
    designation: 'Student',
    main_tag: 'CleanTech',
    extra_tags_json: '[]',
    contact: '+91 98765 43210',
    created_at: new Date().toISOString(),
  });
  await t.app.db
    .updateTable('ideas')
    .set({ status: options.status ?? 'approved' })
    .where('id', '=', id)
    .execute();
  return id;
}

/** Each person from an address of their own, so the rate limit counts them apart. */
const ask = (app: FastifyInstance, who: SignedIn, ideaId: number, body: object) =>
  app.inject({
    method: 'POST',
    url: `/api/ideas/${ideaId}/join-requests`,
    headers: who.headers,
    payload: body,
    remoteAddress: `10.1.${Math.floor(who.id / 250) % 250}.${(who.id % 250) + 1}`,
  });
const decide = (app: FastifyInstance, who: SignedIn, id: number, decision: string) =>
  app.inject({
    method: 'PATCH',
    url: `/api/join-requests/${id}`,
    headers: who.headers,
    payload: { decision },
  });
const get = (who: SignedIn, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });
const joinRows = (ideaId: number) =>
  t.app.db.selectFrom('idea_join_requests').selectAll().where('idea_id', '=', ideaId).execute();
const outboxTo = (address: string) =>
  t.app.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', address).execute();
const MESSAGE = 'I can build the sensor firmware and the app.';

describe('join requests', () => {
  it('asks, mails the owner; contact details show both ways only after acceptance; the Wall shows the team', async () => {
    const ideaId = await createIdea(owner.id, { title: 'Team idea one' });
    const before = (await outboxTo(owner.email)).length;
    const asked = await ask(t.app, student, ideaId, { message: MESSAGE, skills: 'Embedded C, React Native' });
    expect(asked.statusCode).toBe(201);
    expect((await outboxTo(owner.email)).length).toBe(before + 1);
    expect((await outboxTo(owner.email)).at(-1)!.text_body).toContain('Asha Student asks to join');

    const mine = (await get(student, '/api/my/join-requests')).json<{ items: JoinRequest[] }>().items;
    expect(mine[0]).toMatchObject({ ideaId, state: 'pending', contact: null });
    const ideas = (await get(owner, '/api/my/ideas')).json<{ items: MyIdea[] }>().items;
    const request = ideas.find((idea) => idea.id === ideaId)!.requests[0]!;
    expect(request).toMatchObject({
      requesterName: 'Asha Student',
      skills: 'Embedded C, React Native',
      contact: null,
    });
    expect(JSON.stringify(ideas)).not.toContain(student.email);

    // Someone else cannot decide it, and learns nothing.
    expect((await decide(t.app, other, request.id, 'accepted')).statusCode).toBe(404);
    const accepted = await decide(t.app, owner, request.id, 'accepted');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<JoinRequest>().contact).toEqual({ name: 'Asha Student', email: student.email });
    expect((await outboxTo(student.email)).at(-1)!.subject).toContain('Request accepted');
    const after = (await get(student, '/api/my/join-requests')).json<{ items: JoinRequest[] }>().items;
    expect(after[0]!.contact).toEqual({ name: 'Ravi Founder', email: owner.email });
    expect((await decide(t.app, owner, request.id, 'declined')).json()).toEqual({
      message: M.alreadyDecided,
    });

    const wall = (await t.app.inject({ method: 'GET', url: '/api/ideas' })).json<ListPage<WallIdea>>();
    const card = wall.items.find((idea) => idea.id === ideaId)!;
    expect(card.team).toEqual([{ name: 'Asha Student', skills: 'Embedded C, React Native' }]);
    expect(JSON.stringify(card)).not.toContain(student.email);
    // A member asking again is refused.
    expect((await ask(t.app, student, ideaId, { message: MESSAGE })).json()).toEqual({
      message: M.alreadyMember,
    });
  });

  it('names a requester without a name as "A member" in the owner’s mail, never by their email', async () => {
    const ideaId = await createIdea(owner.id, { title: 'Team idea nameless' });
    const nameless = await signIn(t.app, 'nameless.asker@student.example.edu');
    expect((await ask(t.app, nameless, ideaId, { message: MESSAGE })).statusCode).toBe(201);
    const mail = (await outboxTo(owner.email)).at(-1)!.text_body;
    expect(mail).toContain('A member asks to join the team of "Team idea nameless"');
    expect(mail).not.toContain('nameless.asker');
  });

  it('refuses bad input, one’s own idea, a pending idea and a complete team, storing nothing', async () => {
    const ideaId = await createIdea(owner.id, { title: 'Team idea two' });
    const pendingId = await createIdea(owner.id, { status: 'pending', title: 'Team idea pending' });
    const cases: [SignedIn, number, object, number][] = [
      [student, ideaId, { message: 'short' }, 400],
      [student, ideaId, { message: 'x'.repeat(1001) }, 400],
      [other, ideaId, { message: MESSAGE, skills: 'y'.repeat(301) }, 400],
      [other, ideaId, { message: MESSAGE, extra: 1 }, 400],
      [other, ideaId, { message: 42 }, 400],
      [owner, ideaId, { message: MESSAGE }, 403],
      [student, pendingId, { message: MESSAGE }, 404],
      [student, 2_147_483_647, { message: MESSAGE }, 404],
    ];
    for (const [who, id, body, status] of cases)
      expect((await ask(t.app, who, id, body)).statusCode).toBe(status);
    expect(await joinRows(ideaId)).toEqual([]);

    const team = (body: object, who = owner) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/ideas/${ideaId}/team`,
        headers: who.headers,
        payload: body,
      });
    expect((await team({ skillsWanted: 'UX', teamComplete: true }, student)).statusCode).toBe(404);
    expect((await team({ skillsWanted: 'z'.repeat(301), teamComplete: true })).statusCode).toBe(400);
    expect((await team({ skillsWanted: 'A designer', teamComplete: true })).statusCode).toBe(204);
    expect((await ask(t.app, student, ideaId, { message: MESSAGE })).json()).toEqual({
      message: M.teamComplete,
    });
    expect(await joinRows(ideaId)).toEqual([]);
    const card = (await t.app.inject({ method: 'GET', url: '/api/ideas' }))
      .json<ListPage<WallIdea>>()
      .items.find((idea) => idea.id === ideaId)!;
    expect(card).toMatchObject({ skillsWanted: 'A designer', teamComplete: true });
  });

  it('tells the owner which of their ideas reports have hidden', async () => {
    const listedId = await createIdea(owner.id, { title: 'Listed idea' });
    const hiddenId = await createIdea(owner.id, { title: 'Reported idea' });
    await t.app.db
      .updateTable('ideas')
      .set({ hidden_at: new Date().toISOString() })
      .where('id', '=', hiddenId)
      .execute();
    const ideas = (await get(owner, '/api/my/ideas')).json<{ items: MyIdea[] }>().items;
    expect(ideas.find((idea) => idea.id === listedId)).toMatchObject({ status: 'approved', hidden: false });
    expect(ideas.find((idea) => idea.id === hiddenId)).toMatchObject({ status: 'approved', hidden: true });
  });

  it('a declined person may ask again', async () => {
    const ideaId = await createIdea(owner.id, { title: 'Team idea three' });
    const first = (await ask(t.app, other, ideaId, { message: MESSAGE })).json<{ id: number }>();
    expect((await decide(t.app, owner, first.id, 'declined')).statusCode).toBe(200);
    expect((await outboxTo(other.email)).at(-1)!.subject).toContain('Request declined');
    expect((await ask(t.app, other, ideaId, { message: MESSAGE })).statusCode).toBe(201);
    expect((await joinRows(ideaId)).map((row) => row.state).sort()).toEqual(['declined', 'pending']);
  });
});

describe('at the same moment', () => {
  it('two identical requests store one; accept and decline give one outcome; double endorsements count once', async () => {
    let second: FastifyInstance = t.app;
    if (testDialect === 'postgres') {
      second = await buildApp(testConfig(t.database.settings), { logger: false });
      await second.ready();
    }
    try {
      for (let round = 0; round < 3; round += 1) {
        const ideaId = await createIdea(owner.id, { title: `Rush idea ${round}` });
        const rushing = await signIn(t.app, `rush${round}@student.example.edu`, `Rush ${round}`);
        const asks = await Promise.all(
          [t.app, second, t.app, second].map((app) => ask(app, rushing, ideaId, { message: MESSAGE })),
        );
        expect(asks.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
        expect(await joinRows(ideaId)).toHaveLength(1);
        const id = asks.find((answer) => answer.statusCode === 201)!.json<{ id: number }>().id;

        const decisions = await Promise.all([
          decide(t.app, owner, id, 'accepted'),
          decide(second, owner, id, 'declined'),
        ]);
        expect(decisions.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
        const won = decisions.find((answer) => answer.statusCode === 200)!.json<JoinRequest>().state;
        expect((await joinRows(ideaId))[0]!.state).toBe(won);
        expect((await outboxTo(rushing.email)).length).toBe(1);

        const endorse = (app: FastifyInstance, method: 'POST' | 'DELETE') =>
          app.inject({ method, url: `/api/ideas/${ideaId}/endorsement`, headers: rushing.headers });
        await Promise.all([endorse(t.app, 'POST'), endorse(second, 'POST'), endorse(t.app, 'POST')]);
        const rows = await t.app.db
          .selectFrom('idea_endorsements')
          .selectAll()
          .where('idea_id', '=', ideaId)
          .execute();
        expect(rows).toHaveLength(1);
        const count = await t.app.db
          .selectFrom('ideas')
          .select('endorsement_count')
          .where('id', '=', ideaId)
          .executeTakeFirstOrThrow();
        expect(Number(count.endorsement_count)).toBe(1);
        await Promise.all([endorse(t.app, 'DELETE'), endorse(second, 'DELETE')]);
        const gone = await t.app.db
          .selectFrom('ideas')
          .select('endorsement_count')
          .where('id', '=', ideaId)
          .executeTakeFirstOrThrow();
        expect(Number(gone.endorsement_count)).toBe(0);
      }
    } finally {
      if (second !== t.app) await second.close();
    }
  });
});

describe('endorsements', () => {
  it('endorse once, withdraw; the Wall sorts by most endorsed; my marks list them', async () => {
    const loved = await createIdea(owner.id, { title: 'Loved idea' });
    const quiet = await createIdea(owner.id, { title: 'Quiet idea' });
    const endorse = (who: SignedIn, id: number, method: 'POST' | 'DELETE' = 'POST') =>
      t.app.inject({ method, url: `/api/ideas/${id}/endorsement`, headers: who.headers });
    expect((await endorse(student, loved)).json()).toEqual({ endorsed: true, endorsements: 1 });
    expect((await endorse(student, loved)).json()).toEqual({ endorsed: true, endorsements: 1 });
    expect((await endorse(other, loved)).json()).toEqual({ endorsed: true, endorsements: 2 });
    expect((await endorse(other, quiet)).json()).toEqual({ endorsed: true, endorsements: 1 });
    expect((await endorse(other, quiet, 'DELETE')).json()).toEqual({ endorsed: false, endorsements: 0 });
    expect((await t.app.inject({ method: 'POST', url: `/api/ideas/${loved}/endorsement` })).statusCode).toBe(
      401,
    );
    const pending = await createIdea(owner.id, { status: 'pending', title: 'Unlisted idea' });
    expect((await endorse(student, pending)).statusCode).toBe(404);

    const sorted = (await t.app.inject({ method: 'GET', url: '/api/ideas?sort=endorsed&pageSize=50' })).json<
      ListPage<WallIdea>
    >();
    expect(sorted.items[0]).toMatchObject({ id: loved, endorsements: 2 });
    const newest = (await t.app.inject({ method: 'GET', url: '/api/ideas?pageSize=50' })).json<
      ListPage<WallIdea>
    >();
    expect(newest.items[0]!.id).toBe(quiet);
    expect((await t.app.inject({ method: 'GET', url: '/api/ideas?sort=loudest' })).statusCode).toBe(400);
    const marks = (await get(student, '/api/my/idea-marks')).json<{ endorsed: number[] }>();
    expect(marks.endorsed).toContain(loved);
  });
});
