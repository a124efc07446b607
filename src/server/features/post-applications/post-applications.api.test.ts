import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { POST_APPLICATION_MESSAGES as M, type MyPostApplication } from '#common/post-applications';
import { PRIVATE_FILE_MESSAGES } from '#common/private-files';
import { buildApp } from '#server/app';
import { changedCounts, rowCounts } from '#server/db/row-counts';
import { pngImage } from '#server/features/events/test-helpers';
import { pdfBytes, pdfWith, truncatedPdf } from '#server/test-support/pdfs';
import { signIn, type SignedIn } from '#server/test-support/sign-in';
import { testConfig, testDialect } from '#server/test-support/test-app';
import { useMailTestApp } from '#server/test-support/mail-test-app';
import { insertInternship, insertProject } from '#server/features/opportunities/repository';
import { apply, COVER_NOTE } from '#server/test-support/post-applications';

// docs/product.md#applications-on-the-site: apply with a note, links and a CV; one per person per post;
// refusals store nothing; withdraw while open; only applicant, owner and admins read the CV.

const ADMIN_EMAIL = 'apply-admin@iic.example.edu';
const {
  t,
  people: { owner, student, admin },
} = useMailTestApp(
  { adminEmails: [ADMIN_EMAIL] },
  {
    owner: { email: 'hr@acme.example.com', name: 'Acme HR' },
    student: { email: 'asha@student.example.edu', name: 'Asha Student' },
    admin: ADMIN_EMAIL,
  },
);

const get = (who: SignedIn, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });

/** An internship or project owned by `ownerId`, approved unless asked otherwise. */
async function createPost(
  app: FastifyInstance,
  kind: 'internship' | 'project',
  ownerId: number,
  options: {
    status?: 'pending' | 'approved' | 'declined';
    hidden?: boolean;
    title?: string;
    /** When it was posted; now by default (two posts made in the same millisecond tie). */
    createdAt?: Date;
  } = {},
): Promise<number> {
  const now = (options.createdAt ?? new Date()).toISOString();
  const title = options.title ?? `Frontend ${kind}`;
  const id =
    kind === 'internship'
      ? await insertInternship(app.db, {
          owner_id: ownerId,
          title,
          company: 'Acme Labs',
          location: 'Pune',
          type: 'Full-time',
          duration: '3 months',
          stipend: 15000,
          description: 'Build things.',
          requirements: 'React',
          apply_link: 'https://acme.example.com/jobs',
          contact: 'jobs@acme.example.com',
          created_at: now,
        })
      : await insertProject(app.db, {
          owner_id: ownerId,
          project_title: title,
          by_whom: 'Prof. Rao',
          contact: 'rao@iit.example.edu',
          description: 'Research software.',
          work_type: 'Remote',
          requirements: 'Python',
          application_link: 'https://forms.example.com/rao',
          created_at: now,
        });
  await app.db
    .updateTable(kind === 'internship' ? 'internships' : 'projects')
    .set({ status: options.status ?? 'approved', hidden_at: options.hidden ? now : null })
    .where('id', '=', id)
    .execute();
  return id;
}

async function outboxTo(address: string) {
  return t.app.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', address).execute();
}

describe('applying on the site', () => {
  it('stores an application with links and a CV, and mails the owner in the same transaction', async () => {
    const postId = await createPost(t.app, 'internship', owner.id, { title: 'Frontend intern' });
    const before = (await outboxTo(owner.email)).length;
    const response = await apply(
      t.app,
      student,
      'internship',
      postId,
      { note: COVER_NOTE, portfolioUrl: 'https://asha.example.com', githubUrl: 'https://github.com/asha' },
      { bytes: pdfBytes(), name: 'Asha CV.pdf' },
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ state: 'new', message: M.applied });
    const mails = await outboxTo(owner.email);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.subject).toBe('New application: Frontend intern');
    expect(mail.text_body).toContain(COVER_NOTE);
    expect(mail.text_body).toContain('https://github.com/asha');
    expect(JSON.parse(mail.headers_json)).toMatchObject({ 'Reply-To': student.email });

    const mine = (await get(student, '/api/my/applications')).json() as { items: MyPostApplication[] };
    expect(mine.items[0]).toMatchObject({
      post: { kind: 'internship', id: postId, title: 'Frontend intern', organisation: 'Acme Labs' },
      state: 'new',
      portfolioUrl: 'https://asha.example.com',
      linkedinUrl: null,
      cvFilename: 'Asha CV.pdf',
    });
    const target = (await get(student, `/api/internships/${postId}/my-application`)).json();
    expect(target).toMatchObject({ refusal: null, application: { id: mine.items[0]!.id } });
  });

  it('takes a project application without a CV', async () => {
    const postId = await createPost(t.app, 'project', owner.id);
    const response = await apply(t.app, student, 'project', postId);
    expect(response.statusCode, response.body).toBe(201);
    const cv = await get(owner, `/api/applications/${(response.json() as { id: number }).id}/cv`);
    expect(cv.statusCode).toBe(404);
    expect(cv.json()).toMatchObject({ message: M.noCv });
  });

  it('refuses own, pending, declined, hidden and missing posts, and a second application, storing nothing', async () => {
    const own = await createPost(t.app, 'internship', student.id);
    const pending = await createPost(t.app, 'internship', owner.id, { status: 'pending' });
    const declined = await createPost(t.app, 'project', owner.id, { status: 'declined' });
    const hidden = await createPost(t.app, 'project', owner.id, { hidden: true });
    const open = await createPost(t.app, 'internship', owner.id);
    expect((await apply(t.app, student, 'internship', open)).statusCode).toBe(201);
    const before = await rowCounts(t.app);
    const cases: [string, 'internship' | 'project', number, number, string][] = [
      ['own', 'internship', own, 403, M.ownPost],
      ['pending', 'internship', pending, 409, M.postNotOpen],
      ['declined', 'project', declined, 409, M.postNotOpen],
      ['hidden', 'project', hidden, 409, M.postNotOpen],
      ['missing', 'project', 2_000_000, 404, M.postNotFound],
      ['twice', 'internship', open, 409, M.alreadyApplied],
    ];
    for (const [name, kind, id, status, message] of cases) {
      const response = await apply(t.app, student, kind, id, { note: COVER_NOTE }, { bytes: pdfBytes() });
      expect({ name, status: response.statusCode, message: response.json().message }).toEqual({
        name,
        status,
        message,
      });
    }
    expect(changedCounts(before, await rowCounts(t.app))).toEqual({});
  });

  it('refuses bad CVs and bad fields with a clear 4xx, storing nothing', async () => {
    const postId = await createPost(t.app, 'internship', owner.id);
    const someone = await signIn(t.app, 'bad-files@student.example.edu');
    const before = await rowCounts(t.app);
    const png = await pngImage(40, 30);
    const cases: [string, Record<string, string>, Buffer | null, number, string][] = [
      ['picture renamed .pdf', { note: COVER_NOTE }, png, 400, PRIVATE_FILE_MESSAGES.notAPdf],
      [
        '6 MB',
        { note: COVER_NOTE },
        pdfBytes({ padTo: 6 * 1024 * 1024 }),
        413,
        PRIVATE_FILE_MESSAGES.tooLarge,
      ],
      [
        'encrypted',
        { note: COVER_NOTE },
        pdfBytes({ encrypted: true }),
        400,
        PRIVATE_FILE_MESSAGES.encrypted,
      ],
      ['malformed', { note: COVER_NOTE }, truncatedPdf(), 400, PRIVATE_FILE_MESSAGES.malformed],
      [
        'a script when opened',
        { note: COVER_NOTE },
        pdfWith({ catalog: '/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>' }),
        400,
        PRIVATE_FILE_MESSAGES.activeContent,
      ],
      [
        'a script in an object stream',
        { note: COVER_NOTE },
        pdfWith({ catalog: '/OpenAction 6 0 R', compressed: ['<< /S /Launch /F (calc.exe) >>'] }),
        400,
        PRIVATE_FILE_MESSAGES.activeContent,
      ],
      ['no note', {}, pdfBytes(), 400, M.noteRequired],
      ['short note', { note: 'Hi' }, null, 400, M.noteTooShort],
      ['javascript link', { note: COVER_NOTE, githubUrl: 'javascript:alert(1)' }, null, 400, ''],
      ['unknown field', { note: COVER_NOTE, state: 'hired' }, null, 400, ''],
    ];
    for (const [name, fields, cv, status, message] of cases) {
      const response = await apply(
        t.app,
        someone,
        'internship',
        postId,
        fields,
        cv ? { bytes: cv } : undefined,
      );
      expect({ name, status: response.statusCode }).toEqual({ name, status });
      if (message) expect({ name, message: response.json().message }).toEqual({ name, message });
    }
    const asJson = await t.app.inject({
      method: 'POST',
      url: `/api/internships/${postId}/applications`,
      headers: { ...someone.headers, 'content-type': 'application/json' },
      payload: { note: COVER_NOTE },
    });
    expect(asJson.statusCode).toBe(415);
    expect(changedCounts(before, await rowCounts(t.app))).toEqual({});
  });

  it('withdraws an open application with its CV, and refuses a decided one', async () => {
    const postId = await createPost(t.app, 'internship', owner.id);
    const withdrawing = await signIn(t.app, 'withdraw@student.example.edu');
    const id = (
      (
        await apply(t.app, withdrawing, 'internship', postId, { note: COVER_NOTE }, { bytes: pdfBytes() })
      ).json() as {
        id: number;
      }
    ).id;
    const files = async () => (await rowCounts(t.app)).private_files;
    const filesBefore = await files();
    const stranger = await t.app.inject({
      method: 'DELETE',
      url: `/api/applications/${id}`,
      headers: owner.headers,
    });
    expect(stranger.statusCode).toBe(404);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/applications/${id}`,
      headers: withdrawing.headers,
    });
    expect(gone.statusCode).toBe(204);
    expect(await files()).toBe(filesBefore! - 1);
    expect((await get(withdrawing, '/api/my/applications')).json()).toEqual({ items: [] });
    // Withdrawn, the person may apply again.
    const again = await apply(t.app, withdrawing, 'internship', postId);
    expect(again.statusCode).toBe(201);
    const againId = (again.json() as { id: number }).id;
    await t.app.db
      .updateTable('post_applications')
      .set({ state: 'hired' })
      .where('id', '=', againId)
      .execute();
    const decided = await t.app.inject({
      method: 'DELETE',
      url: `/api/applications/${againId}`,
      headers: withdrawing.headers,
    });
    expect(decided.statusCode).toBe(409);
    expect(decided.json()).toMatchObject({ message: M.notOpen });
  });
});

describe('reading a CV', () => {
  it('serves it as a sandboxed private download to the applicant, the owner and admins only', async () => {
    const postId = await createPost(t.app, 'project', owner.id);
    const applicant = await signIn(t.app, 'cv-reader@student.example.edu');
    const stranger = await signIn(t.app, 'stranger@student.example.edu');
    const bytes = pdfBytes({ text: 'Applicant CV' });
    const created = await apply(
      t.app,
      applicant,
      'project',
      postId,
      { note: COVER_NOTE },
      { bytes, name: 'Résumé 2026.pdf' },
    );
    const id = (created.json() as { id: number }).id;
    for (const who of [applicant, owner, admin]) {
      const response = await get(who, `/api/applications/${id}/cv`);
      expect(response.statusCode).toBe(200);
      expect(Buffer.compare(response.rawPayload, bytes)).toBe(0);
      expect(response.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="Resume 2026.pdf"',
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
        'content-security-policy': "sandbox; default-src 'none'",
      });
    }
    const refused = await get(stranger, `/api/applications/${id}/cv`);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('Applicant CV');
    expect((await t.app.inject({ method: 'GET', url: `/api/applications/${id}/cv` })).statusCode).toBe(401);
    // Never reachable under /media.
    const key = (await t.app.db
      .selectFrom('post_applications')
      .select('cv_key')
      .where('id', '=', id)
      .executeTakeFirst())!.cv_key!;
    for (const url of [`/media/${key}`, `/media/${key}/480.webp`])
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});

describe('two identical applications at once', () => {
  it('store one and refuse the other (two server instances on PostgreSQL)', async () => {
    const postId = await createPost(t.app, 'internship', owner.id);
    let second: FastifyInstance = t.app;
    if (testDialect === 'postgres') {
      second = await buildApp(testConfig(t.database.settings, { adminEmails: [ADMIN_EMAIL] }), {
        logger: false,
      });
      await second.ready();
    }
    try {
      for (let round = 0; round < 5; round += 1) {
        // A new applicant each round: each sends from its own address, within the rate limit.
        const rushing = await signIn(t.app, `rush${round}@student.example.edu`);
        // Each with a note of its own length: identical ones would be one submission, answered with the
        // first (docs/decisions/036-idempotent-submissions.md); here the rule of one application holds.
        const answers = await Promise.all(
          [t.app, second, t.app, second].map((app, n) =>
            apply(
              app,
              rushing,
              'internship',
              postId,
              { note: `${COVER_NOTE}${'!'.repeat(n)}` },
              { bytes: pdfBytes() },
            ),
          ),
        );
        const statuses = answers.map((answer) => answer.statusCode).sort();
        expect(statuses).toEqual([201, 409, 409, 409]);
        const rows = await t.app.db
          .selectFrom('post_applications')
          .select('cv_key')
          .where('internship_id', '=', postId)
          .where('applicant_id', '=', rushing.id)
          .execute();
        expect(rows).toHaveLength(1);
        // The refused CVs were rolled back with their rows: every stored file belongs to an application.
        const counts = await rowCounts(t.app);
        const withCv = await t.app.db
          .selectFrom('post_applications')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('cv_key', 'is not', null)
          .executeTakeFirstOrThrow();
        expect(counts.private_files).toBe(Number(withCv.n));
      }
    } finally {
      if (second !== t.app) await second.close();
    }
  });
});

describe('the applicants inbox', () => {
  it('tells the poster which of their posts reports have hidden', async () => {
    const poster = await signIn(t.app, 'hidden-inbox@acme.example.com', 'Hidden Inbox Owner');
    const listedId = await createPost(t.app, 'internship', poster.id);
    const hiddenId = await createPost(t.app, 'project', poster.id, { hidden: true });
    const posts = (await get(poster, '/api/my/posts')).json() as { items: unknown[] };
    expect(posts.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'internship', id: listedId, status: 'approved', hidden: false }),
        expect.objectContaining({ kind: 'project', id: hiddenId, status: 'approved', hidden: true }),
      ]),
    );
  });

  it('lists my posts with counts, their applications, a CSV, and mails the applicant on a state change only', async () => {
    const poster = await signIn(t.app, 'inbox@acme.example.com', 'Inbox Owner');
    const postId = await createPost(t.app, 'internship', poster.id, {
      title: 'Inbox intern',
      createdAt: new Date(Date.now() - 60_000),
    });
    // Newest first: the project, posted a minute after the internship.
    const projectId = await createPost(t.app, 'project', poster.id, { status: 'pending' });
    const applicants = [];
    for (const n of [1, 2]) {
      const who = await signIn(t.app, `inbox${n}@student.example.edu`, `Applicant ${n}`);
      applicants.push(who);
      const response = await apply(
        t.app,
        who,
        'internship',
        postId,
        { note: `=HYPERLINK("x") ${COVER_NOTE}` },
        { bytes: pdfBytes() },
      );
      expect(response.statusCode).toBe(201);
    }
    const posts = (await get(poster, '/api/my/posts')).json() as { items: unknown[] };
    expect(posts.items).toEqual([
      expect.objectContaining({
        kind: 'project',
        id: projectId,
        status: 'pending',
        counts: expect.any(Object),
      }),
      expect.objectContaining({
        kind: 'internship',
        id: postId,
        title: 'Inbox intern',
        counts: { new: 2, shortlisted: 0, declined: 0, hired: 0 },
      }),
    ]);
    const list = (await get(poster, `/api/internships/${postId}/applications`)).json() as {
      items: { id: number; applicantName: string; applicantEmail: string; cvFilename: string }[];
    };
    expect(list.items.map((row) => row.applicantName)).toEqual(['Applicant 1', 'Applicant 2']);
    const first = list.items[0]!.id;
    expect((await get(poster, `/api/applications/${first}/cv`)).statusCode).toBe(200);

    const mailsBefore = (await outboxTo(applicants[0]!.email)).length;
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/applications/${first}`, headers: poster.headers, payload });
    const shortlisted = await patch({ state: 'shortlisted', note: 'Call on Friday' });
    expect(shortlisted.statusCode, shortlisted.body).toBe(200);
    expect(shortlisted.json()).toMatchObject({ state: 'shortlisted', ownerNote: 'Call on Friday' });
    const mails = await outboxTo(applicants[0]!.email);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)!.subject).toBe('Application shortlisted: Inbox intern');
    expect(mails.at(-1)!.text_body).not.toContain('Call on Friday');
    // A note alone, or the same state again, mails nobody.
    expect((await patch({ note: 'Called' })).statusCode).toBe(200);
    expect((await patch({ state: 'shortlisted' })).statusCode).toBe(200);
    expect(await outboxTo(applicants[0]!.email)).toHaveLength(mailsBefore + 1);
    expect((await patch({})).statusCode).toBe(400);
    expect((await patch({ state: 'accepted' })).statusCode).toBe(400);

    // The applicant sees the state, never the private note.
    const theirs = await get(applicants[0]!, '/api/my/applications');
    expect(theirs.json()).toMatchObject({ items: [{ state: 'shortlisted' }] });
    expect(theirs.body).not.toContain('Called');
    // Nor may the applicant, or an admin, decide.
    for (const who of [applicants[0]!, admin]) {
      const refused = await t.app.inject({
        method: 'PATCH',
        url: `/api/applications/${first}`,
        headers: who.headers,
        payload: { state: 'hired' },
      });
      expect(refused.statusCode).toBe(404);
    }

    const csv = await get(poster, `/api/internships/${postId}/applications.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['cache-control']).toMatch(/no-store/);
    expect(csv.body).toContain('"Applicant 1","inbox1@student.example.edu","shortlisted"');
    expect(csv.body).toContain(`"'=HYPERLINK`);
    expect(csv.body).toContain('"Called"');
    // Only the owner and admins read a post's applications.
    expect((await get(admin, `/api/internships/${postId}/applications`)).statusCode).toBe(200);
    for (const url of [
      `/api/internships/${postId}/applications`,
      `/api/internships/${postId}/applications.csv`,
    ]) {
      const refused = await get(applicants[1]!, url);
      expect({ url, status: refused.statusCode }).toEqual({ url, status: 404 });
      expect(refused.body).not.toContain('inbox1@');
    }
  });
});
