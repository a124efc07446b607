import { describe, expect, it } from 'vitest';
import { DAY_MS, LISTING_MESSAGES as L } from '#common/listing-lifecycle';
import type { MyPost, MyPostApplication } from '#common/post-applications';
import { rowCounts } from '#server/db/row-counts';
import { deletePost, insertInternship, insertProject } from '#server/features/opportunities/repository';
import { pdfBytes } from '#server/test-support/pdfs';
import { apply } from '#server/test-support/post-applications';
import { signIn, type SignedIn } from '#server/test-support/sign-in';
import { useMailTestApp } from '#server/test-support/mail-test-app';
import { scheduleListingJobs } from './jobs';

// docs/product.md#listing-lifecycle: an approved internship or project expires 30 days after approval or
// renewal, its owner reminded 3 days before, once; the owner renews or closes it as filled; closed and
// expired listings leave the public lists but stay in My posts and Application Status.

const ADMIN_EMAIL = 'lifecycle-admin@iic.example.edu';
const {
  t,
  people: { owner, student, stranger, admin },
} = useMailTestApp(
  { adminEmails: [ADMIN_EMAIL] },
  {
    owner: { email: 'hr@lifecycle.example.com', name: 'Lifecycle HR' },
    student: { email: 'ravi@student.example.edu', name: 'Ravi Student' },
    stranger: { email: 'someone@else.example.com', name: 'Someone Else' },
    admin: ADMIN_EMAIL,
  },
);

type Kind = 'internship' | 'project';

/** A pending post by the owner, approved through the review route as an admin does it. */
async function approvedPost(kind: Kind, title: string): Promise<number> {
  const now = new Date().toISOString();
  const id =
    kind === 'internship'
      ? await insertInternship(t.app.db, {
          owner_id: owner.id,
          title,
          company: 'Lifecycle Labs',
          location: 'Pune',
          type: 'Full-time',
          duration: '3 months',
          stipend: 15000,
          description: 'Build things.',
          requirements: 'React',
          apply_link: 'https://lifecycle.example.com/jobs',
          contact: 'jobs@lifecycle.example.com',
          created_at: now,
        })
      : await insertProject(t.app.db, {
          owner_id: owner.id,
          project_title: title,
          by_whom: 'Prof. Rao',
          contact: 'rao@iit.example.edu',
          description: 'Research software.',
          work_type: 'Remote',
          requirements: 'Python',
          application_link: 'https://forms.example.com/rao',
          created_at: now,
        });
  const approved = await t.app.inject({
    method: 'PATCH',
    url: `/api/${kind}s/${id}`,
    headers: admin.headers,
    payload: { status: 'approved' },
  });
  expect(approved.statusCode).toBe(200);
  return id;
}

const post = (who: SignedIn, url: string) => t.app.inject({ method: 'POST', url, headers: who.headers });

async function myPost(kind: Kind, id: number): Promise<MyPost> {
  const answer = await t.app.inject({ method: 'GET', url: '/api/my/posts', headers: owner.headers });
  const found = (answer.json().items as MyPost[]).find((item) => item.kind === kind && item.id === id);
  expect(found).toBeDefined();
  return found!;
}

async function publicTitles(kind: Kind): Promise<string[]> {
  const answer = await t.app.inject({ method: 'GET', url: `/api/${kind}s?pageSize=50` });
  expect(answer.statusCode).toBe(200);
  return (answer.json().items as { title?: string; projectTitle?: string }[]).map(
    (item) => item.title ?? item.projectTitle ?? '',
  );
}

const remindersTo = async (title: string) =>
  (
    await t.app.db.selectFrom('mail_outbox').select('subject').where('to_address', '=', owner.email).execute()
  ).filter((row) => row.subject.startsWith('Expires on') && row.subject.endsWith(title));

describe.each(['internship', 'project'] as const)('a %s listing', (kind) => {
  it('expires 30 days after approval, reminding its owner once 3 days before', async () => {
    const title = `Expiring ${kind} ${Date.now()}`;
    const id = await approvedPost(kind, title);
    const mine = await myPost(kind, id);
    expect(mine.closedReason).toBeNull();
    const expiresAt = Date.parse(mine.expiresAt!);
    expect(Math.abs(expiresAt - (Date.now() + 30 * DAY_MS))).toBeLessThan(60_000);
    expect(await publicTitles(kind)).toContain(title);

    // A student applies while it is open; their application outlives the listing.
    expect((await apply(t.app, student, kind, id)).statusCode).toBe(201);

    await t.app.jobs.runDue(new Date(expiresAt - 3 * DAY_MS - 60_000));
    expect(await remindersTo(title)).toHaveLength(0);
    await t.app.jobs.runDue(new Date(expiresAt - 3 * DAY_MS + 1_000));
    await t.app.jobs.runDue(new Date(expiresAt - 2 * DAY_MS));
    expect(await remindersTo(title)).toHaveLength(1);
    expect((await myPost(kind, id)).closedReason).toBeNull();

    await t.app.jobs.runDue(new Date(expiresAt + 1_000));
    const expired = await myPost(kind, id);
    expect(expired.closedReason).toBe('expired');
    expect(expired.closedAt).toBe(mine.expiresAt);
    expect(await publicTitles(kind)).not.toContain(title);
    expect(await remindersTo(title)).toHaveLength(1);

    // The applicant still sees it, with why it closed; nobody else may apply.
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/my/applications',
      headers: student.headers,
    });
    const application = (status.json().items as MyPostApplication[]).find((item) => item.post.id === id);
    expect(application?.post.closedReason).toBe('expired');
    const late = await apply(t.app, stranger, kind, id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(L.postExpired);

    // Renewing an expired listing opens it again for another 30 days.
    const renewed = await post(owner, `/api/${kind}s/${id}/renewal`);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().closedReason).toBeNull();
    expect(await publicTitles(kind)).toContain(title);
  });

  it('moves its expiry and reminder when renewed, and the old ones do nothing', async () => {
    const title = `Renewed ${kind} ${Date.now()}`;
    const id = await approvedPost(kind, title);
    // A period that ends in 20 days (as if approved 10 days ago), with its jobs.
    const firstIso = new Date(Date.now() + 20 * DAY_MS).toISOString();
    await t.app.db
      .updateTable(kind === 'internship' ? 'internships' : 'projects')
      .set({ expires_at: firstIso })
      .where('id', '=', id)
      .execute();
    await scheduleListingJobs(t.app, t.app.db, { kind, id, expiresAt: firstIso });
    const first = Date.parse(firstIso);

    const renewed = await post(owner, `/api/${kind}s/${id}/renewal`);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().message).toMatch(/^Renewed: the listing stays up until /);
    const second = Date.parse(renewed.json().expiresAt);
    expect(second - first).toBeGreaterThan(9 * DAY_MS);
    expect((await myPost(kind, id)).expiresAt).toBe(renewed.json().expiresAt);

    // The first period's reminder and expiry find the expiry moved: nothing is sent, nothing closes.
    await t.app.jobs.runDue(new Date(first + 1));
    expect(await remindersTo(title)).toHaveLength(0);
    expect((await myPost(kind, id)).closedReason).toBeNull();
    expect(await publicTitles(kind)).toContain(title);
    await t.app.jobs.runDue(new Date(second - 2 * DAY_MS));
    expect(await remindersTo(title)).toHaveLength(1);
    await t.app.jobs.runDue(new Date(second + 1));
    expect(await remindersTo(title)).toHaveLength(1);
    expect((await myPost(kind, id)).closedReason).toBe('expired');
  });

  it('closes as filled: out of the lists, no more applications, no renewal', async () => {
    const title = `Filled ${kind} ${Date.now()}`;
    const id = await approvedPost(kind, title);
    const closed = await post(owner, `/api/${kind}s/${id}/closure`);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ closedReason: 'filled', message: L.closed });
    expect(await publicTitles(kind)).not.toContain(title);
    expect((await myPost(kind, id)).closedReason).toBe('filled');

    const refused = await apply(t.app, student, kind, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(L.postClosed);
    const again = await post(owner, `/api/${kind}s/${id}/closure`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(L.alreadyClosed);
    const renew = await post(owner, `/api/${kind}s/${id}/renewal`);
    expect(renew.statusCode).toBe(409);
    expect(renew.json().message).toBe(L.filledFinal);

    // Its expiry comes and goes: it stays closed as filled, and no reminder is sent.
    const expiresAt = Date.parse((await myPost(kind, id)).expiresAt!);
    await t.app.jobs.runDue(new Date(expiresAt + 1));
    expect((await myPost(kind, id)).closedReason).toBe('filled');
    expect(await remindersTo(title)).toHaveLength(0);
  });

  it('is renewed and closed only by its owner, and only once approved', async () => {
    const id = await approvedPost(kind, `Guarded ${kind}`);
    for (const who of [stranger, student, admin]) {
      for (const action of ['renewal', 'closure']) {
        const answer = await post(who, `/api/${kind}s/${id}/${action}`);
        expect(answer.statusCode).toBe(404);
        expect(answer.json().message).toBe(L.notFound);
      }
    }
    expect((await post(owner, `/api/${kind}s/987654/renewal`)).statusCode).toBe(404);
    const pending = await insertPendingPost(kind);
    const early = await post(owner, `/api/${kind}s/${pending}/closure`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(L.notApproved);
  });
});

async function insertPendingPost(kind: Kind) {
  const now = new Date().toISOString();
  return kind === 'internship'
    ? insertInternship(t.app.db, {
        owner_id: owner.id,
        title: 'Pending internship',
        company: 'Lifecycle Labs',
        location: 'Pune',
        type: 'Full-time',
        duration: '3 months',
        stipend: 0,
        description: 'Waits.',
        requirements: 'None',
        apply_link: '',
        contact: 'jobs@lifecycle.example.com',
        created_at: now,
      })
    : insertProject(t.app.db, {
        owner_id: owner.id,
        project_title: 'Pending project',
        by_whom: 'Prof. Rao',
        contact: 'rao@iit.example.edu',
        description: 'Waits.',
        work_type: 'Remote',
        requirements: 'None',
        application_link: '',
        created_at: now,
      });
}

describe('CVs of applications', () => {
  it('go when their post is removed and when the applicant’s account goes', async () => {
    const first = await approvedPost('internship', 'CV cleanup internship');
    const second = await approvedPost('project', 'CV cleanup project');
    const applicant = await signIn(t.app, 'leaving@student.example.edu', 'Leaving Student');
    const cv = { bytes: pdfBytes() };
    expect((await apply(t.app, student, 'internship', first, undefined, cv)).statusCode).toBe(201);
    expect((await apply(t.app, applicant, 'project', second, undefined, cv)).statusCode).toBe(201);
    const before = await rowCounts(t.app);

    await deletePost(t.app.db, 'internship', first);
    const afterPost = await rowCounts(t.app);
    expect(afterPost.post_applications).toBe(before.post_applications! - 1);
    expect(afterPost.private_files).toBe(before.private_files! - 1);

    // Accounts are deleted by the database's cascade; the CV goes with the application on that path too.
    await t.app.db.deleteFrom('users').where('id', '=', applicant.id).execute();
    const afterAccount = await rowCounts(t.app);
    expect(afterAccount.post_applications).toBe(before.post_applications! - 2);
    expect(afterAccount.private_files).toBe(before.private_files! - 2);
  });

  it('are exported as a CSV that no cache keeps', async () => {
    const id = await approvedPost('internship', 'CSV internship');
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/internships/${id}/applications.csv`,
      headers: owner.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['cache-control']).toBe('private, no-store');
  });
});
