import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_EXPORT_LIMIT, MY_DATA_MESSAGES } from '#common/my-data-constants';
import { apply } from '#server/test-support/post-applications';
import { pdfBytes } from '#server/test-support/pdfs';
import { readZip } from '#server/test-support/read-zip';
import { signIn, type SignedIn } from '#server/test-support/sign-in';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import { PERSONAL_RECORD_SOURCES } from './collect';

const ADMIN = 'data-admin@iic.example.edu';
/** Every text Bob gives carries this mark; Alice's carry hers. */
const BOB = 'zqxbobdata';
const ALICE = 'zqxalicedata';

/**
 * Where each table's rows about a person go in their download (docs/product.md#download-my-data), or why
 * the table holds nothing that is theirs. The list is checked against the schema itself: a table added
 * later fails here until it is placed, and then its owner's index.ts must export its rows.
 */
const TABLES: Record<string, { part: string } | { none: string }> = {
  users: { part: 'account' },
  sessions: { part: 'sessions' },
  one_time_codes: { none: 'a sign-in code lives 10 minutes and is stored only as an HMAC' },
  code_requests: { none: 'counts of codes asked for, kept minutes, for the sending limits' },
  role_grants: { part: 'roles' },
  notification_preferences: { part: 'notification-choices' },
  consent_records: { part: 'consents' },
  audit_log: { part: 'activity-log' },
  mail_outbox: { part: 'mails-sent-to-you' },
  search_alerts: { part: 'search-alerts' },
  calls: { none: 'the centre’s calls, written by admins' },
  call_applications: { part: 'call-applications' },
  review_assignments: { part: 'reviews-you-wrote' },
  reviewer_conflicts: { part: 'reviewer-conflicts' },
  company_verifications: { part: 'company-verifications' },
  contact_responses: { part: 'contact-messages' },
  events: { none: 'the centre’s events' },
  event_registrations: { part: 'event-registrations' },
  event_messages: {
    none: 'the centre’s messages to an event’s registrants (each mail is in mails-sent-to-you)',
  },
  calendar_feeds: { part: 'calendar-feeds' },
  event_changes: { none: 'changes the centre made to its events' },
  event_certificate_settings: { none: 'the centre’s certificate wording for an event' },
  event_certificates: { part: 'certificates' },
  event_feedback_forms: { none: 'the centre’s feedback questions for an event' },
  event_feedback_requests: { part: 'event-feedback-requests' },
  event_feedback_answers: { part: 'event-feedback-answers' },
  event_certificate_replaced_codes: { part: 'replaced-certificate-codes' },
  startup_revisions: { part: 'startup-page-changes-you-sent' },
  cohort_certificate_settings: { none: 'the centre’s certificate wording for a cohort' },
  cohort_certificates: { part: 'cohort-certificates' },
  cohort_certificate_replaced_codes: { part: 'replaced-cohort-certificate-codes' },
  idea_join_requests: { part: 'idea-join-requests' },
  idea_endorsements: { part: 'idea-endorsements' },
  idempotency_keys: { none: 'the first answer to a submission, kept a day against double clicks' },
  jobs: { none: 'the scheduler’s own rows' },
  grants: { part: 'grants-recorded' },
  grant_tranches: { part: 'grant-evidence' },
  grant_expenses: { part: 'grant-spending' },
  kpi_metrics: { none: 'the metrics a cohort reports on, chosen by the centre' },
  kpi_reports: { part: 'kpi-reports' },
  kpi_values: { part: 'kpi-values' },
  startup_impact_facts: { part: 'startup-impact-facts' },
  startup_fundings: { part: 'startup-fundings' },
  founder_genders: { part: 'founder-gender' },
  media_assets: { none: 'public pictures of the site' },
  media_variants: { none: 'public pictures of the site' },
  news_posts: { none: 'the centre’s news' },
  newsletter_subscribers: { part: 'newsletter-subscription' },
  newsletter_campaigns: { none: 'the centre’s newsletters' },
  newsletter_deliveries: { part: 'newsletter-deliveries' },
  newsletter_subscriber_topics: { part: 'newsletter-topics' },
  office_hours_settings: { part: 'office-hours-settings' },
  office_hours_windows: { part: 'office-hours-availability' },
  office_hours_slots: { none: 'times computed from a mentor’s availability (in office-hours-availability)' },
  office_hours_bookings: { part: 'office-hours-bookings' },
  post_list_versions: { none: 'a counter per list, for caches' },
  ideas: { part: 'ideas' },
  projects: { part: 'projects' },
  internships: { part: 'internships' },
  post_applications: { part: 'applications' },
  private_files: { part: 'files/' },
  program_applications: { part: 'programme-applications' },
  rate_limits: { none: 'counts of requests per window, kept until the window ends' },
  post_reports: { part: 'reports-you-made' },
  team_members: { none: 'the centre’s published team' },
  mentors: { none: 'the centre’s published mentors' },
  programs: { none: 'the centre’s programmes' },
  carousel_slides: { none: 'site content' },
  metrics: { none: 'site content' },
  metric_snapshots: { none: 'counts, no person' },
  partners: { none: 'site content' },
  testimonials: { none: 'site content, published with consent' },
  faq_entries: { none: 'site content' },
  cohorts: { none: 'the centre’s cohorts' },
  startups: { none: 'a startup’s public profile, the company’s, not a person’s' },
  cohort_members: { part: 'cohort-memberships' },
  cohort_announcements: { none: 'the centre’s announcements' },
  app_meta: { none: 'server secrets and seed marks' },
  privacy_notices: { none: 'the notice’s versions' },
  retention_purges: { none: 'counts of rows the daily retention run deleted, per kind and day' },
  data_exports: { none: 'prepared copies of this very download, kept as long as their link works' },
};

describe('download my data (docs/product.md#download-my-data)', () => {
  let t: TestApp;
  let bob: SignedIn;
  let alice: SignedIn;
  let admin: SignedIn;
  const cv = pdfBytes({ text: BOB });

  const call = (as: SignedIn, method: string, url: string, payload?: unknown) =>
    t.app.inject({
      method: method as InjectOptions['method'],
      url,
      headers: as.headers,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });

  async function uses(person: SignedIn, mark: string, internship: number) {
    const profile = await call(person, 'PATCH', '/api/me', {
      fullName: `Person ${mark}`,
      bio: `Bio ${mark}`,
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const idea = await call(person, 'POST', '/api/ideas', {
      title: `Idea ${mark}`,
      mainTag: 'CleanTech',
      description: `Description ${mark}`,
      ownerName: `Person ${mark}`,
      designation: 'Student',
      contact: '+91 90000 11111',
      extraTags: '',
    });
    expect(idea.statusCode, idea.body).toBe(201);
    const applied = await apply(
      t.app,
      person,
      'internship',
      internship,
      { note: `Cover note ${mark} with enough words` },
      { bytes: pdfBytes({ text: mark }) },
    );
    expect(applied.statusCode, applied.body).toBe(201);
    const alert = await call(person, 'POST', '/api/alerts', {
      list: 'projects',
      q: mark,
      filter: 'All',
      name: `Alert ${mark}`,
      frequency: 'weekly',
    });
    expect(alert.statusCode, alert.body).toBe(201);
    const message = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: `Person ${mark}`, email: person.email, message: `Message ${mark}`, website: '' },
      remoteAddress: `10.9.0.${person.id % 250}`,
    });
    expect(message.statusCode, message.body).toBe(201);
  }

  /** The link in the newest "your data is ready" mail to `email` (read from the outbox, as it was sent). */
  async function mailedToken(email: string): Promise<string> {
    const mail = await t.app.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', email)
      .where('subject', 'like', '%data is ready%')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return /\/my-data\/download#([A-Za-z0-9_-]{22})/.exec(mail.text_body)![1]!;
  }

  /** Asks for the data, lets the job prepare it, and downloads it through the mailed link. */
  async function download(as: SignedIn) {
    const asked = await call(as, 'POST', '/api/me/data-export', { prepare: true });
    if (asked.statusCode !== 202) return asked;
    await t.app.jobs.runDue();
    return call(as, 'GET', `/api/me/data-exports/${await mailedToken(as.email)}/archive`);
  }

  beforeAll(async () => {
    t = await createTestApp({ adminEmails: [ADMIN] });
    admin = await signIn(t.app, ADMIN);
    bob = await signIn(t.app, 'bob.data@student.example.edu');
    alice = await signIn(t.app, 'alice.data@student.example.edu');
    const created = await call(admin, 'POST', '/api/internships', {
      title: 'Data internship',
      company: 'Centre',
      location: 'Pune',
      type: 'Full-time',
      duration: '3 months',
      stipend: '10000',
      description: 'Work with us.',
      requirements: 'C',
      applyLink: 'https://centre.example.com/jobs',
      contact: 'jobs@centre.example.com',
    });
    expect(created.statusCode, created.body).toBe(201);
    const internship = created.json<{ id: number }>().id;
    expect(
      (await call(admin, 'PATCH', `/api/internships/${internship}`, { status: 'approved' })).statusCode,
    ).toBe(200);
    await uses(bob, BOB, internship);
    await uses(alice, ALICE, internship);
  });
  afterAll(async () => t?.close());

  it('places every table of the schema: exported in a named part, or holding nothing of a person’s', async () => {
    // SQLite's full-text indexes of the posts (docs/decisions/020-post-search-and-list-versions.md) copy the
    // posts' own fields, which the posts' parts carry.
    const tables = (await t.app.db.introspection.getTables())
      .map((table) => table.name)
      .filter((name) => !/^(ideas|projects|internships)_search(_[a-z]+)?$/.test(name))
      .sort();
    expect(
      tables.filter((table) => !(table in TABLES)),
      'tables with no entry in TABLES',
    ).toEqual([]);
    expect(
      Object.keys(TABLES).filter((table) => !tables.includes(table)),
      'entries for no table',
    ).toEqual([]);
    // Every part the list names is one the sources answer (or the files folder).
    const parts = (
      await Promise.all(
        PERSONAL_RECORD_SOURCES.map((source) => source(t.app.db, { id: bob.id, email: bob.email })),
      )
    )
      .flat()
      .map((part) => part.name);
    for (const [table, place] of Object.entries(TABLES))
      if ('part' in place && place.part !== 'files/') expect(parts, table).toContain(place.part);
  });

  it('answers a ZIP with each kind of Bob’s records as JSON and CSV, and his CV, and nothing of Alice’s', async () => {
    const response = await download(bob);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(response.headers['cache-control']).toMatch(/no-store/);
    const files = readZip(response.rawPayload);
    const text = (name: string) => files.get(name)?.toString('utf8') ?? '';
    const json = (name: string) => JSON.parse(text(name)) as Record<string, unknown>[];

    expect(text('README.txt')).toContain(bob.email);
    expect(json('account.json')).toEqual([
      expect.objectContaining({ id: bob.id, email: bob.email, bio: `Bio ${BOB}` }),
    ]);
    expect(json('ideas.json')).toEqual([expect.objectContaining({ title: `Idea ${BOB}` })]);
    expect(json('ideas.json')[0]).not.toHaveProperty('search_text');
    expect(json('applications.json')).toEqual([
      expect.objectContaining({ note: `Cover note ${BOB} with enough words` }),
    ]);
    expect(json('search-alerts.json')).toEqual([expect.objectContaining({ name: `Alert ${BOB}` })]);
    expect(json('search-alerts.json')[0]).not.toHaveProperty('unsubscribe_token');
    // The consent ledger (docs/product.md#my-consents): saving the alert gave a consent to its digests.
    expect(json('consents.json')).toEqual([
      expect.objectContaining({ purpose: 'alerts', action: 'given', via: 'form', detail: `Alert ${BOB}` }),
    ]);
    expect(json('contact-messages.json')).toEqual([expect.objectContaining({ message: `Message ${BOB}` })]);
    expect(json('sessions.json')[0]).not.toHaveProperty('token_hash');
    expect(text('applications.csv')).toContain(`"Cover note ${BOB} with enough words"`);
    // His CV, byte for byte.
    const cvs = [...files.keys()].filter((name) => name.startsWith('files/'));
    expect(cvs).toHaveLength(1);
    expect(files.get(cvs[0]!)!.equals(cv)).toBe(true);
    // Every kind has both copies, empty kinds too.
    for (const name of files.keys())
      if (name.endsWith('.json')) expect(files.has(name.replace(/\.json$/, '.csv')), name).toBe(true);
    expect(files.has('programme-applications.json')).toBe(true);

    for (const [name, bytes] of files) {
      const content = bytes.toString('latin1');
      expect(content, name).not.toContain(ALICE);
      expect(content, name).not.toContain(alice.email);
    }
  });

  it('gives Alice her own data, not Bob’s', async () => {
    const files = readZip((await download(alice)).rawPayload);
    const all = [...files.values()].map((bytes) => bytes.toString('latin1')).join('\n');
    expect(all).toContain(ALICE);
    expect(all).not.toContain(BOB);
    expect(all).not.toContain(bob.email);
  });

  it(`refuses to prepare more than ${DATA_EXPORT_LIMIT.max} archives an hour, saying when to come back`, async () => {
    const carol = await signIn(t.app, 'carol.data@student.example.edu');
    for (let index = 0; index < DATA_EXPORT_LIMIT.max; index += 1)
      expect((await download(carol)).statusCode).toBe(200);
    const refused = await download(carol);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const minutes = Math.ceil(Number(refused.headers['retry-after']) / 60);
    expect(refused.json()).toMatchObject({ message: MY_DATA_MESSAGES.tooMany(minutes) });
    // Someone else's budget is their own.
    expect((await download(bob)).statusCode).toBe(200);
  });

  it('asks for a signed-in person', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/me/data-export', payload: {} });
    expect(response.statusCode).toBe(401);
  });
});
