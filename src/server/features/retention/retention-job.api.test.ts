import { outboxRow } from '#server/test-support/outbox-rows';
import { randomUUID } from 'node:crypto';
import { expect, it, vi } from 'vitest';
import { RETENTION_KINDS } from '#common/retention';
import { insertContactResponse } from '#server/features/contact/repository';
import { pngBytes } from '#server/features/content/content-test-support';
import { insertRegistration } from '#server/features/events/registrations/repository';
import { insertInternship } from '#server/features/opportunities/repository';
import { insertPostApplication } from '#server/features/post-applications/repository';
import { processImage } from '#server/modules/media/image-pipeline';
import { insertMediaAsset } from '#server/modules/media/repository';
import { storePrivateFile } from '#server/modules/private-files';
import { insertUserIfMissing } from '#server/modules/users/repository';
import { useRunnerClock } from '#server/test-support/runner-clock';
import { createTestDatabase, testDialect } from '#server/test-support/test-app';

// docs/product.md#retention: the daily run purges exactly what its periods make due, each kind by its owner,
// each purge logged — over six simulated days through the real job runner, across a restart during which a
// day's run fell due, with time moved as src/server/test-support/runner-clock.ts says: the test never runs a
// job itself.

const POLL_MS = 60 * 60_000;
const T0 = Date.parse('2031-05-17T00:00:00.000Z');

const runner = useRunnerClock({ pollMs: POLL_MS });

it('purges each kind exactly when due, once a day, across a restart that missed a run', async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: T0 });
  const database = await createTestDatabase(testDialect, { migrated: true });
  runner.afterTest(() => database.drop());
  let instance = await runner.startInstance(database);
  runner.afterTest(() => instance.app.close());
  const db = instance.app.db;

  // Posts closed at these times, each with one application carrying a CV (six months are kept).
  const personId = async (email: string) => {
    await insertUserIfMissing(db, { email, full_name: '', picture_url: null, now: new Date().toISOString() });
    return (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow())
      .id;
  };
  const ownerId = await personId('owner.retention@example.org');
  const applicantId = await personId('applicant.retention@example.org');
  const cvOfPostClosedAt: Record<string, string | null> = {
    // Due on the 19th's run (02:00, missed while the server was down): 18 Nov 2030 12:00 < 19 Nov 02:00.
    'closed-18-nov': '2030-11-18T12:00:00.000Z',
    // Due on the 22nd's run.
    'closed-21-nov': '2030-11-21T12:00:00.000Z',
    // Never within the test: closed too recently, or still open.
    'closed-30-dec': '2030-12-30T12:00:00.000Z',
    open: null,
  };
  const cvKeys = new Map<string, string>();
  for (const [name, closedAt] of Object.entries(cvOfPostClosedAt)) {
    const postId = await insertInternship(db, {
      owner_id: ownerId,
      title: `Intern ${name}`,
      company: 'Retention Labs',
      location: 'Pune',
      type: 'Full-time',
      duration: '3 months',
      stipend: 5000,
      description: 'Work with the team.',
      requirements: 'Curiosity',
      apply_link: 'https://example.org/jobs',
      contact: 'jobs@example.org',
      created_at: '2030-09-01T00:00:00.000Z',
    });
    await db
      .updateTable('internships')
      .set({ status: 'approved', closed_at: closedAt })
      .where('id', '=', postId)
      .execute();
    const key = await storePrivateFile(db, {
      contentType: 'application/pdf',
      filename: `${name}.pdf`,
      bytes: Buffer.from(`%PDF-1.4 ${name}`),
    });
    cvKeys.set(name, key);
    await insertPostApplication(db, {
      internship_id: postId,
      project_id: null,
      applicant_id: applicantId,
      note: `Application ${name}`,
      portfolio_url: null,
      github_url: null,
      linkedin_url: null,
      cv_key: key,
      created_at: '2030-10-01T00:00:00.000Z',
      updated_at: '2030-10-01T00:00:00.000Z',
    });
  }

  // Events that ended on these days, each with one registration's answer (twelve months are kept).
  const imageKey = randomUUID();
  await insertMediaAsset(db, imageKey, await processImage(await pngBytes(32, 24)), new Date().toISOString());
  const answerOfEventEnded: Record<string, string> = {
    'ended-18-may': '2030-05-18', // due on the 19th's run (before 19 May 2030)
    'ended-20-may': '2030-05-20', // due on the 21st's
    'ended-30-jun': '2030-06-30', // never within the test
  };
  for (const [name, endDate] of Object.entries(answerOfEventEnded)) {
    const event = await db
      .insertInto('events')
      .values({
        name: `Event ${name}`,
        description: 'A talk.',
        category: 'workshop',
        image_key: imageKey,
        start_date: endDate,
        end_date: endDate,
        location: 'Hall A',
        attendees: 10,
        registration_link: '',
        created_at: '2030-01-01T00:00:00.000Z',
        updated_at: '2030-01-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertRegistration(db, {
      event_id: event.id,
      user_id: applicantId,
      status: 'registered',
      answer: `Answer ${name}`,
      queue_number: 1,
      check_in_code: `CODE-${name}`,
      created_at: '2030-01-02T00:00:00.000Z',
      updated_at: '2030-01-02T00:00:00.000Z',
    });
  }

  // Contact messages (twelve months are kept).
  const messageArrived: Record<string, string> = {
    'arrived-17-may': '2030-05-17T12:00:00.000Z', // due on the 18th's run
    'arrived-20-may': '2030-05-20T01:00:00.000Z', // due on the 20th's (02:00)
    'arrived-1-aug': '2030-08-01T00:00:00.000Z', // never
  };
  for (const [name, createdAt] of Object.entries(messageArrived))
    await insertContactResponse(db, {
      name,
      email: `${name}@example.org`,
      message: `Message ${name}`,
      created_at: createdAt,
    });

  // Newsletter confirmation mails never followed (thirty days are kept); a waiting one and another kind stay.
  const mail = (subject: string, status: 'sent' | 'pending', createdAt: string) =>
    db
      .insertInto('mail_outbox')
      .values(outboxRow(subject, status, createdAt))
      .execute();
  await mail('Confirm your newsletter subscription: 111111', 'sent', '2031-04-17T01:00:00.000Z'); // 17th's run
  await mail('Confirm your newsletter subscription: 222222', 'sent', '2031-04-19T12:00:00.000Z'); // 20th's run
  await mail('Confirm your newsletter subscription: 333333', 'pending', '2031-04-01T00:00:00.000Z'); // waiting: stays
  await mail('Your sign-in code: 444444', 'sent', '2031-04-01T00:00:00.000Z'); // not this kind: stays

  // Two days, then the server stops at 01:00 on the 19th and is back at 05:00: the 19th's run fell due meanwhile.
  await runner.runUntil([instance], Date.parse('2031-05-19T01:00:00.000Z'));
  await instance.app.close();
  vi.setSystemTime(Date.parse('2031-05-19T05:00:00.000Z'));
  instance = await runner.startInstance(database);
  await runner.runUntil([instance], Date.parse('2031-05-22T03:00:00.000Z'));

  const log = await instance.app.db
    .selectFrom('retention_purges')
    .select(['kind', 'day', 'purged', 'ran_at'])
    .orderBy('id')
    .execute();
  // One run a day, every kind logged by each, the missed run once, about a poll after the restart.
  const days = ['2031-05-17', '2031-05-18', '2031-05-19', '2031-05-20', '2031-05-21', '2031-05-22'];
  expect([...new Set(log.map((row) => row.day))]).toEqual(days);
  for (const day of days)
    expect(
      log.filter((row) => row.day === day).map((row) => row.kind),
      day,
    ).toEqual([...RETENTION_KINDS]);
  const ranAt = (day: string) => Date.parse(log.find((row) => row.day === day)!.ran_at);
  expect(ranAt('2031-05-18') - Date.parse('2031-05-18T02:00:00.000Z')).toBeLessThanOrEqual(POLL_MS);
  expect(ranAt('2031-05-19')).toBeGreaterThanOrEqual(Date.parse('2031-05-19T05:00:00.000Z'));
  expect(ranAt('2031-05-19') - Date.parse('2031-05-19T05:00:00.000Z')).toBeLessThanOrEqual(POLL_MS);

  const counts = (kind: string) =>
    Object.fromEntries(
      log.filter((row) => row.kind === kind).map((row) => [row.day.slice(8), Number(row.purged)]),
    );
  expect(counts('application-files')).toEqual({ 17: 0, 18: 0, 19: 1, 20: 0, 21: 0, 22: 1 });
  expect(counts('registration-answers')).toEqual({ 17: 0, 18: 0, 19: 1, 20: 0, 21: 1, 22: 0 });
  expect(counts('contact-messages')).toEqual({ 17: 0, 18: 1, 19: 0, 20: 1, 21: 0, 22: 0 });
  expect(counts('unconfirmed-newsletter')).toEqual({ 17: 1, 18: 0, 19: 0, 20: 1, 21: 0, 22: 0 });

  // What is left is exactly what is not due.
  const now = instance.app.db;
  const cvsLeft = await now
    .selectFrom('post_applications')
    .select(['note', 'cv_key'])
    .orderBy('id')
    .execute();
  expect(cvsLeft.map((row) => [row.note, row.cv_key !== null])).toEqual([
    ['Application closed-18-nov', false],
    ['Application closed-21-nov', false],
    ['Application closed-30-dec', true],
    ['Application open', true],
  ]);
  const files = (await now.selectFrom('private_files').select('key').execute()).map((row) => row.key).sort();
  expect(files).toEqual([cvKeys.get('closed-30-dec')!, cvKeys.get('open')!].sort());
  const answers = await now
    .selectFrom('event_registrations')
    .select(['check_in_code', 'answer'])
    .orderBy('id')
    .execute();
  expect(answers).toEqual([
    { check_in_code: 'CODE-ended-18-may', answer: '' },
    { check_in_code: 'CODE-ended-20-may', answer: '' },
    { check_in_code: 'CODE-ended-30-jun', answer: 'Answer ended-30-jun' },
  ]);
  expect((await now.selectFrom('contact_responses').select('name').execute()).map((row) => row.name)).toEqual(
    ['arrived-1-aug'],
  );
  expect(
    (await now.selectFrom('mail_outbox').select('subject').orderBy('id').execute()).map((row) => row.subject),
  ).toEqual(['Confirm your newsletter subscription: 333333', 'Your sign-in code: 444444']);
});
