import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDateInZone } from '#common/times';
import { recentQuarters, type ImpactPackAnswer, type PublicImpact, type StartupImpact } from '#common/impact';
import { changedCounts, rowCounts } from '#server/db/row-counts';
import { insertCohortStartup, insertTestCohort, insertTestProgram } from '#server/test-support/cohorts';
import { signIn, type SignedIn } from '#server/test-support/sign-in';
import { createTestApp, type TestApp } from '#server/test-support/test-app';

const ADMIN = 'impact-admin@iic.example.edu';

/** docs/product.md#impact-reports: facts entered by founders, confirmed by the centre, counted the same on every path. */
describe('impact reports', () => {
  let t: TestApp;
  let admin: SignedIn;
  let founder: SignedIn;
  let member: SignedIn;
  let rival: SignedIn;
  let startupId: number;
  let rivalId: number;
  let quarter: string;
  let today: string;

  const call = (as: SignedIn | null, method: string, url: string, payload?: unknown) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: {
        ...(as?.headers ?? {}),
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });

  beforeAll(async () => {
    t = await createTestApp({ adminEmails: [ADMIN] });
    admin = await signIn(t.app, ADMIN);
    founder = await signIn(t.app, 'impact-founder@example.edu', 'Asha Founder');
    member = await signIn(t.app, 'impact-member@example.edu');
    rival = await signIn(t.app, 'impact-rival@example.edu');
    await insertTestProgram(t.app.db, 'inc', 'Incubation');
    today = calendarDateInZone(new Date(), t.app.config.centreTimezone);
    quarter = recentQuarters(today, 1)[0]!;
    const cohortId = await insertTestCohort(t.app.db, {
      name: 'Impact cohort',
      programSlug: 'inc',
      startsOn: today,
    });
    startupId = await insertCohortStartup(t.app.db, cohortId, 'Impact Labs', [
      founder,
      { id: member.id, role: 'member' },
    ]);
    rivalId = await insertCohortStartup(t.app.db, cohortId, 'Rival Labs', [rival]);
  });
  afterAll(async () => t?.close());

  const pack = async (name: string) => {
    const response = await call(admin, 'GET', `/api/admin/impact/packs/${name}?period=${quarter}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ImpactPackAnswer;
  };
  const figure = (answer: ImpactPackAnswer, key: string) => answer.figures.find((f) => f.key === key)!.value;

  it('lets founders enter facts and rounds, which count only once the centre confirms them', async () => {
    const saved = await call(founder, 'PUT', `/api/my/startups/${startupId}/impact`, {
      incorporatedOn: today,
      dpiitNumber: 'DIPP12345',
      dpiitRecognisedOn: today,
      jobsCreated: 6,
      revenueBand: 'under_10_lakh',
      ipFiled: 2,
      ipGranted: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toMatch(/confirms/);
    const added = await call(founder, 'POST', `/api/my/startups/${startupId}/fundings`, {
      source: 'grant',
      amountPaise: 12_50_000_25,
      receivedOn: today,
      investor: 'State Startup Fund',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect((await call(founder, 'PUT', '/api/my/founder-gender', { gender: 'woman' })).statusCode).toBe(200);

    expect(figure(await pack('seed'), 'fundsGrant')).toBe(0);
    expect(figure(await pack('aim'), 'jobsCreated')).toBe(0);
    const waiting = (await call(admin, 'GET', '/api/admin/impact/waiting')).json() as {
      items: { startupId: number }[];
    };
    expect(waiting.items.map((item) => item.startupId)).toEqual([startupId]);

    const confirmed = await call(admin, 'POST', `/api/admin/startups/${startupId}/impact-confirmation`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(
      (await call(admin, 'POST', `/api/admin/startups/${startupId}/impact-confirmation`)).statusCode,
    ).toBe(409);
    const aim = await pack('aim');
    expect(figure(aim, 'fundsGrant')).toBe(12_50_000_25);
    expect(figure(aim, 'jobsCreated')).toBe(6);
    expect(figure(aim, 'womenLedStartups')).toBe(1);
    expect(figure(aim, 'dpiitRecognised')).toBe(1);
    expect(figure(aim, 'startupsAdmitted')).toBe(2);

    const mine = (await call(member, 'GET', `/api/my/startups/${startupId}/impact`)).json() as StartupImpact;
    expect(mine.canEdit).toBe(false);
    expect(mine.fundings[0]).toMatchObject({ amountPaise: 12_50_000_25, confirmed: true });
    // A founder's later change waits again.
    await call(founder, 'PUT', `/api/my/startups/${startupId}/impact`, { ...mine.facts, jobsCreated: 9 });
    expect(figure(await pack('aim'), 'jobsCreated')).toBe(0);
    await call(admin, 'POST', `/api/admin/startups/${startupId}/impact-confirmation`);
    expect(figure(await pack('aim'), 'jobsCreated')).toBe(9);
  });

  it('gives the same figure on the pack, the records behind it, the CSV, the workbook and the public page', async () => {
    const seed = await pack('seed');
    for (const entry of seed.figures) {
      const records = await call(
        admin,
        'GET',
        `/api/admin/impact/packs/seed/figures/${entry.key}?period=${quarter}`,
      );
      expect(records.statusCode, records.body).toBe(200);
      expect(records.json().value).toBe(entry.value);
    }
    const grant = (
      await call(admin, 'GET', `/api/admin/impact/packs/seed/figures/fundsGrant?period=${quarter}`)
    ).json() as { rows: unknown[][] };
    expect(grant.rows).toEqual([['Impact Labs', 'Grant', 'State Startup Fund', today, '₹12,50,000']]);

    const csv = await call(admin, 'GET', `/api/admin/impact/packs/seed/download.csv?period=${quarter}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toContain('"Funds raised as grants","₹12,50,000"');
    expect(csv.body).toContain('"125000025","paise"');

    const xlsx = await call(admin, 'GET', `/api/admin/impact/packs/seed/download.xlsx?period=${quarter}`);
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Figures')!;
    const values = new Map<string, unknown>();
    sheet.eachRow(
      (row, index) => index > 1 && values.set(String(row.getCell(2).value), row.getCell(3).value),
    );
    for (const entry of seed.figures)
      expect(values.get(entry.label)).toBe(entry.unit === 'paise' ? entry.value / 100 : entry.value);
    expect(book.getWorksheet('Methods')!.getColumn(2).values.join(' ')).toContain('paise');

    const publicFigures = (await call(null, 'GET', '/api/impact')).json() as PublicImpact;
    const funds = publicFigures.figures.find((f) => f.key === 'fundsRaised')!;
    expect(funds.total).toBe(12_50_000_25);
    expect(funds.perYear.at(-1)).toBe(12_50_000_25);
    expect(publicFigures.figures.find((f) => f.key === 'startupsAdmitted')!.total).toBe(
      figure(await pack('naac'), 'startupsAdmitted'),
    );
  });

  it('keeps another startup’s founders out, and lets only founders change the facts', async () => {
    const before = await rowCounts(t.app);
    for (const [method, url, body] of [
      ['GET', `/api/my/startups/${startupId}/impact`, undefined],
      [
        'PUT',
        `/api/my/startups/${startupId}/impact`,
        {
          incorporatedOn: null,
          dpiitNumber: '',
          dpiitRecognisedOn: null,
          jobsCreated: 1,
          revenueBand: 'not_told',
          ipFiled: 0,
          ipGranted: 0,
        },
      ],
      [
        'POST',
        `/api/my/startups/${startupId}/fundings`,
        { source: 'debt', amountPaise: 100, receivedOn: today, investor: 'X' },
      ],
      ['DELETE', `/api/my/startups/${startupId}/fundings/1`, undefined],
    ] as const) {
      const response = await call(rival, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.body).not.toContain('State Startup Fund');
    }
    const asMember = await call(member, 'POST', `/api/my/startups/${startupId}/fundings`, {
      source: 'debt',
      amountPaise: 100,
      receivedOn: today,
      investor: 'X',
    });
    expect(asMember.statusCode).toBe(403);
    expect(changedCounts(before, await rowCounts(t.app))).toEqual({});
    expect((await call(rival, 'GET', `/api/my/startups/${rivalId}/impact`)).statusCode).toBe(200);
  });

  it('refuses money that is not whole paise, dates ahead, granted above filed and unknown periods or figures', async () => {
    const before = await rowCounts(t.app);
    const bad = [
      [
        'POST',
        `/api/my/startups/${startupId}/fundings`,
        { source: 'grant', amountPaise: 100.5, receivedOn: today, investor: 'X' },
      ],
      [
        'POST',
        `/api/my/startups/${startupId}/fundings`,
        { source: 'grant', amountPaise: 1000, receivedOn: '2999-01-01', investor: 'X' },
      ],
      [
        'POST',
        `/api/my/startups/${startupId}/fundings`,
        { source: 'gift', amountPaise: 1000, receivedOn: today, investor: 'X' },
      ],
      [
        'POST',
        `/api/my/startups/${startupId}/fundings`,
        { source: 'grant', amountPaise: 1000, receivedOn: today, investor: 'x'.repeat(121) },
      ],
      [
        'PUT',
        `/api/my/startups/${startupId}/impact`,
        {
          incorporatedOn: null,
          dpiitNumber: '',
          dpiitRecognisedOn: null,
          jobsCreated: 1,
          revenueBand: 'not_told',
          ipFiled: 1,
          ipGranted: 2,
        },
      ],
      ['PUT', '/api/my/founder-gender', { gender: 'robot' }],
    ] as const;
    for (const [method, url, body] of bad) {
      const response = await call(founder, method, url, body);
      expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    expect(changedCounts(before, await rowCounts(t.app))).toEqual({});
    for (const url of [
      '/api/admin/impact/packs/aim?period=2026-Q5',
      '/api/admin/impact/packs/aim?period=%3Cscript%3E',
      '/api/admin/impact/packs/nope?period=2026-Q1',
      '/api/admin/impact/packs/aim/download.xlsx',
    ])
      expect((await call(admin, 'GET', url)).statusCode, url).toBe(400);
    expect(
      (await call(admin, 'GET', `/api/admin/impact/packs/iic/figures/fundsGrant?period=${quarter}`))
        .statusCode,
    ).toBe(404);
  });
});
