import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { createTestApp, testConfig, testDialect, type TestApp } from '#server/test-support/test-app';
import { JOB_STALE_CLAIM_MS, JobQueue, MAX_JOB_ATTEMPTS, jobRetryDelayMs, type JobDefinition } from './queue';
import { claimJob, findJobByKey, markJobDone } from './repository';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

async function testApp(): Promise<TestApp> {
  const subject = await createTestApp();
  cleanups.push(() => subject.close());
  return subject;
}

const T0 = new Date('2030-01-01T09:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

/** A job whose effect is a queued mail, written in the job's transaction: counting mails counts runs that committed. */
const greeting: JobDefinition<{ n: number }> = {
  kind: 'test-greeting',
  payload: z.object({ n: z.number().int() }),
  run: async ({ trx, payload }) => {
    await trx
      .insertInto('mail_outbox')
      .values({
        to_address: `person${payload.n}@example.edu`,
        subject: `Greeting ${payload.n}`,
        text_body: 'Hello',
        html_body: '<p>Hello</p>',
        status: 'cancelled',
        next_attempt_at: T0.toISOString(),
        created_at: T0.toISOString(),
      })
      .execute();
  },
};

async function mailsTo(app: FastifyInstance): Promise<Map<string, number>> {
  const rows = await app.db.selectFrom('mail_outbox').select('to_address').execute();
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.to_address, (counts.get(row.to_address) ?? 0) + 1);
  return counts;
}

describe('scheduled jobs', () => {
  it('schedules a key once; replace moves a pending job; cancel stops it', async () => {
    const { app } = await testApp();
    app.jobs.define(greeting);

    expect(await app.jobs.schedule(greeting, { key: 'greet:1', dueAt: at(60_000), payload: { n: 1 } })).toBe(
      true,
    );
    expect(await app.jobs.schedule(greeting, { key: 'greet:1', dueAt: at(0), payload: { n: 2 } })).toBe(
      false,
    );
    expect(await findJobByKey(app.db, 'greet:1')).toMatchObject({
      status: 'pending',
      due_at: at(60_000).toISOString(),
      payload_json: '{"n":1}',
    });

    expect(
      await app.jobs.schedule(
        greeting,
        { key: 'greet:1', dueAt: at(0), payload: { n: 3 } },
        { replace: true },
      ),
    ).toBe(true);
    expect(await findJobByKey(app.db, 'greet:1')).toMatchObject({
      due_at: at(0).toISOString(),
      payload_json: '{"n":3}',
    });

    expect(await app.jobs.runDue(at(-1))).toBe(0); // not due yet
    expect(await app.jobs.runDue(at(0))).toBe(1);
    expect(await app.jobs.runDue(at(0))).toBe(0);
    expect(await mailsTo(app)).toEqual(new Map([['person3@example.edu', 1]]));
    // A finished job is never replaced or run again.
    expect(
      await app.jobs.schedule(
        greeting,
        { key: 'greet:1', dueAt: at(0), payload: { n: 4 } },
        { replace: true },
      ),
    ).toBe(false);
    expect(await findJobByKey(app.db, 'greet:1')).toMatchObject({ status: 'done', attempts: 1 });

    await app.jobs.schedule(greeting, { key: 'greet:2', dueAt: at(0), payload: { n: 5 } });
    expect(await app.jobs.cancel('greet:2')).toBe(true);
    expect(await app.jobs.cancel('greet:2')).toBe(false);
    expect(await app.jobs.runDue(at(1000))).toBe(0);
    expect((await findJobByKey(app.db, 'greet:2'))?.status).toBe('cancelled');
  });

  it('refuses a payload its kind does not accept, and leaves kinds this process does not know alone', async () => {
    const { app } = await testApp();
    app.jobs.define(greeting);
    await expect(
      app.jobs.schedule(greeting, { key: 'bad', dueAt: at(0), payload: { n: 1.5 } }),
    ).rejects.toThrow();
    const unknown: JobDefinition<object> = {
      kind: 'test-unknown',
      payload: z.object({}),
      run: async () => {},
    };
    await app.jobs.schedule(unknown, { key: 'other', dueAt: at(0), payload: {} });
    expect(await app.jobs.runDue(at(1000))).toBe(0);
    expect(await findJobByKey(app.db, 'bad')).toBeUndefined();
    expect((await findJobByKey(app.db, 'other'))?.status).toBe('pending');
    expect(() => app.jobs.define({ ...greeting })).toThrow(/defined twice/);
  });

  it('rolls a failed run back, retries with backoff, and gives up after the last attempt', async () => {
    const { app } = await testApp();
    let calls = 0;
    const flaky: JobDefinition<{ n: number }> = {
      kind: 'test-flaky',
      payload: z.object({ n: z.number() }),
      run: async (context) => {
        calls += 1;
        await greeting.run(context); // written, then undone by the failure
        throw new Error(`attempt ${calls} failed`);
      },
    };
    app.jobs.define(flaky);
    await app.jobs.schedule(flaky, { key: 'flaky', dueAt: at(0), payload: { n: 1 } });

    let now = 0;
    for (let attempt = 1; attempt <= MAX_JOB_ATTEMPTS; attempt += 1) {
      expect(await app.jobs.runDue(at(now))).toBe(0);
      expect(calls).toBe(attempt);
      const job = await findJobByKey(app.db, 'flaky');
      if (attempt < MAX_JOB_ATTEMPTS) {
        const delay = jobRetryDelayMs(attempt);
        expect(job).toMatchObject({
          status: 'pending',
          attempts: attempt,
          last_error: `attempt ${attempt} failed`,
        });
        expect(job?.due_at).toBe(at(now + delay).toISOString());
        // Not a moment before the backoff has passed.
        expect(await app.jobs.runDue(at(now + delay - 1))).toBe(0);
        expect(calls).toBe(attempt);
        now += delay;
      } else {
        expect(job).toMatchObject({ status: 'failed', attempts: MAX_JOB_ATTEMPTS });
      }
    }
    expect([jobRetryDelayMs(1), jobRetryDelayMs(2), jobRetryDelayMs(3), jobRetryDelayMs(20)]).toEqual([
      30_000, 60_000, 120_000, 3_600_000,
    ]);
    expect(await mailsTo(app)).toEqual(new Map());
  });

  it('runs each job exactly once when two runners race for them', async () => {
    const { app, config, database } = await testApp();
    // On PostgreSQL a second server instance on the same database; SQLite serves one process, so
    // there two queues share its connection.
    let other: JobQueue | FastifyInstance['jobs'];
    if (testDialect === 'postgres') {
      const second = await buildApp(testConfig(database.settings, { ...config, seedDemoContent: false }), {
        logger: false,
      });
      await second.ready();
      cleanups.push(() => second.close());
      other = second.jobs;
    } else {
      other = new JobQueue({ db: app.db });
    }
    let runs = 0;
    const counted: JobDefinition<{ n: number }> = {
      ...greeting,
      run: async (context) => {
        runs += 1;
        await greeting.run(context);
      },
    };
    app.jobs.define(counted);
    other.define(counted);
    const total = 200;
    for (let n = 0; n < total; n += 1)
      await app.jobs.schedule(counted, { key: `race:${n}`, dueAt: at(n % 7), payload: { n } });

    const [first, second] = await Promise.all([app.jobs.runDue(at(10)), other.runDue(at(10))]);
    expect(first + second).toBe(total);
    if (testDialect === 'postgres') expect(Math.min(first, second)).toBeGreaterThan(0);
    expect(runs).toBe(total);
    const mails = await mailsTo(app);
    expect(mails.size).toBe(total);
    expect([...mails.values()].every((count) => count === 1)).toBe(true);
  });

  it('takes over a job abandoned mid-run, and the abandoned run can no longer complete it', async () => {
    const { app } = await testApp();
    app.jobs.define(greeting);
    await app.jobs.schedule(greeting, { key: 'abandoned', dueAt: at(0), payload: { n: 7 } });
    const { id } = (await findJobByKey(app.db, 'abandoned'))!;
    // A process claims it and dies (or stalls) before committing.
    const claim = await claimJob(app.db, id, at(0).toISOString(), at(-JOB_STALE_CLAIM_MS).toISOString());
    expect(claim?.claimed_at).toBe(at(0).toISOString());

    // Until the claim is stale, nobody else touches it.
    expect(await app.jobs.runDue(at(JOB_STALE_CLAIM_MS - 1))).toBe(0);
    expect(await app.jobs.runDue(at(JOB_STALE_CLAIM_MS))).toBe(1);
    expect(await findJobByKey(app.db, 'abandoned')).toMatchObject({ status: 'done', attempts: 2 });
    // The stalled process wakes up: its claim is gone, so its "done" (and its writes with it) misses.
    expect(await markJobDone(app.db, id, claim!.claimed_at!, at(JOB_STALE_CLAIM_MS + 1).toISOString())).toBe(
      false,
    );
    expect(await mailsTo(app)).toEqual(new Map([['person7@example.edu', 1]]));
  });

  // On SQLite a run marks its job done first and so holds the write lock from its start: no other
  // process can take its claim over while it runs (only after a crash, which the crash tests cover).
  const onPostgres = testDialect === 'postgres' ? it : () => undefined;
  onPostgres('rolls back a run whose claim was taken over while it ran', async () => {
    const { app } = await testApp();
    let takenOver = false;
    const stalled: JobDefinition<{ n: number }> = {
      kind: 'test-stalled',
      payload: z.object({ n: z.number() }),
      run: async (context) => {
        await greeting.run(context);
        if (takenOver) return;
        takenOver = true;
        // As if another process re-claimed the job while this run stalled past the stale time
        // (written through this run's own transaction, the only writer SQLite lets in meanwhile).
        await context.trx
          .updateTable('jobs')
          .set({ claimed_at: at(JOB_STALE_CLAIM_MS).toISOString() })
          .where('id', '=', context.job.id)
          .execute();
      },
    };
    app.jobs.define(stalled);
    await app.jobs.schedule(stalled, { key: 'stalled', dueAt: at(0), payload: { n: 8 } });
    expect(await app.jobs.runDue(at(0))).toBe(0);
    expect(await mailsTo(app)).toEqual(new Map());
    // Everything rolled back, the run's own claim included: it is taken over once stale, and runs once.
    expect(await findJobByKey(app.db, 'stalled')).toMatchObject({ status: 'running', attempts: 1 });
    expect(await app.jobs.runDue(at(JOB_STALE_CLAIM_MS))).toBe(1);
    expect(await mailsTo(app)).toEqual(new Map([['person8@example.edu', 1]]));
  });
});
