import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminGrants, Grant } from '#common/grants';
import { calendarDateInZone } from '#common/times';
import { buildApp } from '#server/app';
import { multipart } from '#server/features/events/test-helpers';
import { insertCohortStartup, insertTestCohort, insertTestProgram } from '#server/test-support/cohorts';
import { pdfBytes } from '#server/test-support/pdfs';
import { signIn, type SignedIn } from '#server/test-support/sign-in';
import { createTestApp, testConfig, type TestApp } from '#server/test-support/test-app';

// docs/product.md#seed-grants: money in integer paise, a tranche's way from milestone to disbursement, spending
// only from money received, who sees and does what, one record per double submit, every step audited.

const ADMIN = 'grant-admin@example.org';
let t: TestApp;
let other: FastifyInstance;
let admin: SignedIn;
let founderA: SignedIn;
let memberA: SignedIn;
let founderB: SignedIn;
let outsider: SignedIn;
let startupA = 0;
let startupB = 0;
let grantId = 0;
const tranches: number[] = [];

const daysFromToday = (days: number) =>
  calendarDateInZone(new Date(Date.now() + days * 86_400_000), t.config.centreTimezone);

function call(
  who: SignedIn | null,
  method: string,
  url: string,
  payload?: object,
  extra: Record<string, string> = {},
  app = t.app,
) {
  return app.inject({
    method: method as 'GET',
    url,
    headers: {
      ...(who?.headers ?? {}),
      ...(payload ? { 'content-type': 'application/json' } : {}),
      ...extra,
    },
    ...(payload ? { payload } : {}),
  });
}

async function sendEvidence(
  who: SignedIn,
  trancheId: number,
  bytes: Buffer = pdfBytes(),
  note = 'Pilot report',
) {
  const form = await multipart(
    { note },
    { bytes, field: 'file', name: 'report.pdf', type: 'application/pdf' },
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/grant-tranches/${trancheId}/evidence`,
    headers: { ...who.headers, ...form.headers },
    payload: form.payload,
  });
}

const grantOf = async (who: SignedIn, startupId = startupA) =>
  ((await call(who, 'GET', `/api/startups/${startupId}/grant`)).json() as { grant: Grant | null }).grant;

beforeAll(async () => {
  t = await createTestApp({ adminEmails: [ADMIN] });
  other = await buildApp(testConfig(t.database.settings, { adminEmails: [ADMIN] }), { logger: false });
  await other.ready();
  admin = await signIn(t.app, ADMIN, 'Centre Admin');
  founderA = await signIn(t.app, 'grant-founder-a@example.org', 'Asha Founder');
  memberA = await signIn(t.app, 'grant-member-a@example.org', 'Arun Member');
  founderB = await signIn(t.app, 'grant-founder-b@example.org', 'Bela Founder');
  outsider = await signIn(t.app, 'grant-outsider@example.org', 'Out Sider');
  await insertTestProgram(t.app.db, 'grant-prog');
  const cohortId = await insertTestCohort(t.app.db, { name: 'Grant cohort', programSlug: 'grant-prog' });
  startupA = await insertCohortStartup(t.app.db, cohortId, 'Alpha Agritech', [
    founderA,
    { id: memberA.id, role: 'member' },
  ]);
  startupB = await insertCohortStartup(t.app.db, cohortId, 'Beta Bio', [founderB]);
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

describe('recording a grant and its milestones', () => {
  it('takes rupees as typed and keeps integer paise', async () => {
    const before = await grantOf(founderA);
    expect(before).toBeNull();
    const listed = (await call(admin, 'GET', '/api/admin/grants')).json() as AdminGrants;
    expect(listed.startupsWithoutGrant.map((startup) => startup.name)).toEqual([
      'Alpha Agritech',
      'Beta Bio',
    ]);
    const created = await call(admin, 'POST', '/api/admin/grants', {
      startupId: startupA,
      scheme: 'sisfs',
      amountPaise: '₹ 20,00,000',
      sanctionedOn: daysFromToday(-30),
      reference: 'SISFS/2026/1',
    });
    expect(created.statusCode, created.body).toBe(201);
    grantId = (created.json() as { id: number }).id;
    const grant = (await grantOf(founderA))!;
    expect(grant.sanctionedPaise).toBe(200_000_000);
    expect(grant.balances).toEqual({
      sanctionedPaise: 200_000_000,
      disbursedPaise: 0,
      spentPaise: 0,
      toDisbursePaise: 200_000_000,
      inHandPaise: 0,
    });
  });

  it('refuses a second grant for the startup, a future sanction, floats of paise and amounts out of range', async () => {
    const again = await call(admin, 'POST', '/api/admin/grants', {
      startupId: startupA,
      scheme: 'institute',
      amountPaise: 100,
      sanctionedOn: daysFromToday(-1),
    });
    expect(again.statusCode).toBe(409);
    const cases: [object, number, string][] = [
      [{ amountPaise: 100, sanctionedOn: daysFromToday(2) }, 400, 'This date is in the future.'],
      [{ amountPaise: 10.5 }, 400, 'Please enter an amount in rupees, such as 1,50,000 or 2500.50'],
      [{ amountPaise: '12.345' }, 400, 'Please enter an amount in rupees, such as 1,50,000 or 2500.50'],
      [{ amountPaise: '0' }, 400, 'The amount must be more than ₹0'],
      [{ amountPaise: '1,00,00,000.01' }, 400, 'The amount must be at most ₹1,00,00,000.00'],
    ];
    for (const [change, status, message] of cases) {
      const response = await call(admin, 'POST', '/api/admin/grants', {
        startupId: startupB,
        scheme: 'institute',
        amountPaise: 100,
        sanctionedOn: daysFromToday(-1),
        ...change,
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(status);
      expect(response.body).toContain(message);
    }
    expect(await grantOf(founderB, startupB)).toBeNull();
  });

  it('adds milestones up to the sanctioned amount and no further', async () => {
    for (const [title, due, amount] of [
      ['Pilot with 50 farmers', 3, '8,00,000'],
      ['Certification', 40, '7,00,000'],
      ['Two districts', 90, '4,99,999.99'],
    ] as const) {
      const added = await call(admin, 'POST', `/api/admin/grants/${grantId}/tranches`, {
        title,
        dueOn: daysFromToday(due),
        amountPaise: amount,
      });
      expect(added.statusCode, added.body).toBe(201);
      tranches.push((added.json() as { id: number }).id);
    }
    const over = await call(admin, 'POST', `/api/admin/grants/${grantId}/tranches`, {
      title: 'One more',
      dueOn: daysFromToday(100),
      amountPaise: 2,
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      message: 'The milestones would add up to more than the sanctioned amount: ₹0.01 is left to plan.',
    });
    const grant = (await grantOf(founderA))!;
    expect(grant.tranches.map((tranche) => [tranche.amountPaise, tranche.state])).toEqual([
      [80_000_000, 'awaiting-evidence'],
      [70_000_000, 'awaiting-evidence'],
      [49_999_999, 'awaiting-evidence'],
    ]);
  });
});

describe('from milestone to money', () => {
  it('disburses nothing before approval and approves only submitted evidence', async () => {
    const early = await call(admin, 'POST', `/api/admin/grant-tranches/${tranches[0]}/disbursement`, {
      disbursedOn: daysFromToday(0),
      amountPaise: '8,00,000',
      reference: 'NEFT 1',
    });
    expect(early.statusCode).toBe(409);
    const review = await call(admin, 'POST', `/api/admin/grant-tranches/${tranches[0]}/review`, {
      decision: 'approve',
    });
    expect(review.statusCode).toBe(409);
    expect((await grantOf(founderA))!.balances.disbursedPaise).toBe(0);
  });

  it('takes a PDF as evidence from the team only, refusing other files', async () => {
    const notPdf = await sendEvidence(founderA, tranches[0]!, Buffer.from('just some text, not a PDF'));
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json()).toMatchObject({ message: 'The evidence must be a PDF file.' });
    expect((await sendEvidence(founderB, tranches[0]!)).statusCode).toBe(404);
    expect((await sendEvidence(admin, tranches[0]!)).statusCode).toBe(403);
    const sent = await sendEvidence(memberA, tranches[0]!);
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await sendEvidence(founderA, tranches[0]!)).statusCode).toBe(409);
    const file = await call(admin, 'GET', `/api/grant-tranches/${tranches[0]}/evidence.pdf`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call(founderB, 'GET', `/api/grant-tranches/${tranches[0]}/evidence.pdf`)).statusCode).toBe(
      404,
    );
  });

  it('sends evidence back with a reason, takes it again, and approves it; the founders hear each time', async () => {
    const noReason = await call(admin, 'POST', `/api/admin/grant-tranches/${tranches[0]}/review`, {
      decision: 'send-back',
    });
    expect(noReason.statusCode).toBe(400);
    const back = await call(admin, 'POST', `/api/admin/grant-tranches/${tranches[0]}/review`, {
      decision: 'send-back',
      reason: 'Please add the farmers’ sign-off sheet.',
    });
    expect(back.statusCode, back.body).toBe(200);
    let tranche = (await grantOf(founderA))!.tranches[0]!;
    expect(tranche).toMatchObject({
      state: 'sent-back',
      reviewReason: 'Please add the farmers’ sign-off sheet.',
    });
    expect((await sendEvidence(founderA, tranches[0]!, pdfBytes(), 'Report with sign-off')).statusCode).toBe(
      200,
    );
    const approved = await call(admin, 'POST', `/api/admin/grant-tranches/${tranches[0]}/review`, {
      decision: 'approve',
    });
    expect(approved.statusCode).toBe(200);
    tranche = (await grantOf(founderA))!.tranches[0]!;
    expect(tranche).toMatchObject({ state: 'approved', evidenceNote: 'Report with sign-off' });
    const mails = await t.app.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject'])
      .where('to_address', '=', founderA.email)
      .execute();
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Alpha Agritech: "Pilot with 50 farmers" needs more evidence',
      'Alpha Agritech: "Pilot with 50 farmers" approved',
    ]);
    // Only the current evidence is kept.
    const files = await t.app.db.selectFrom('private_files').select('key').execute();
    expect(files).toHaveLength(1);
  });

  it('disburses an approved tranche once, no more than its amount, dated from sanction to today', async () => {
    const url = `/api/admin/grant-tranches/${tranches[0]}/disbursement`;
    const base = { disbursedOn: daysFromToday(0), amountPaise: '8,00,000', reference: 'NEFT SBIN0001' };
    for (const [change, status] of [
      [{ amountPaise: '8,00,000.01' }, 400],
      [{ disbursedOn: daysFromToday(1) }, 400],
      [{ disbursedOn: daysFromToday(-31) }, 400],
      [{ reference: '' }, 400],
    ] as const) {
      const refused = await call(admin, 'POST', url, { ...base, ...change });
      expect(refused.statusCode, JSON.stringify(change)).toBe(status);
    }
    // Two disbursements at once, one on each instance: exactly one is recorded.
    const [first, second] = await Promise.all([
      call(admin, 'POST', url, base, { 'idempotency-key': 'disburse-a' }),
      call(admin, 'POST', url, base, { 'idempotency-key': 'disburse-b' }, other),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const grant = (await grantOf(founderA))!;
    expect(grant.tranches[0]).toMatchObject({
      state: 'disbursed',
      disbursedPaise: 80_000_000,
      disbursementReference: 'NEFT SBIN0001',
    });
    expect(grant.balances).toEqual({
      sanctionedPaise: 200_000_000,
      disbursedPaise: 80_000_000,
      spentPaise: 0,
      toDisbursePaise: 120_000_000,
      inHandPaise: 80_000_000,
    });
  });
});

describe('spending against the grant', () => {
  const url = () => `/api/grants/${grantId}/expenses`;
  const entry = (amountPaise: string | number, note = 'Sensor boards') => ({
    spentOn: daysFromToday(-1),
    head: 'prototype',
    amountPaise,
    note,
  });

  it('adds up in paise, never past what was disbursed', async () => {
    for (const amount of ['1,85,000.10', '62,499.95', 5]) {
      const recorded = await call(founderA, 'POST', url(), entry(amount, `Entry ${amount}`));
      expect(recorded.statusCode, recorded.body).toBe(201);
    }
    const grant = (await grantOf(founderA))!;
    expect(grant.balances.spentPaise).toBe(18_500_010 + 6_249_995 + 5);
    expect(grant.balances.inHandPaise).toBe(80_000_000 - 24_750_010);
    const over = await call(founderA, 'POST', url(), entry(80_000_000 - 24_750_010 + 1));
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      message:
        'Spending is recorded against money received: ₹5,52,499.90 of the grant is unspent. Record the spending once the next tranche is disbursed.',
    });
    const future = await call(founderA, 'POST', url(), { ...entry(100), spentOn: daysFromToday(1) });
    expect(future.statusCode).toBe(400);
    const beforeSanction = await call(founderA, 'POST', url(), {
      ...entry(100),
      spentOn: daysFromToday(-40),
    });
    expect(beforeSanction.statusCode).toBe(400);
  });

  it('lets only the team record spending: another founder learns nothing, the admin is told why not', async () => {
    expect((await call(founderB, 'POST', url(), entry(100))).statusCode).toBe(404);
    expect((await call(outsider, 'POST', url(), entry(100))).statusCode).toBe(404);
    expect((await call(admin, 'POST', url(), entry(100))).statusCode).toBe(403);
    expect((await call(null, 'POST', url(), entry(100))).statusCode).toBe(401);
  });

  it('makes one record of a double submit, with or without a key', async () => {
    const count = async () =>
      (await t.app.db.selectFrom('grant_expenses').select('id').where('grant_id', '=', grantId).execute())
        .length;
    const before = await count();
    const body = entry('1,000', 'Soil probes');
    const keyed = await Promise.all([
      call(founderA, 'POST', url(), body, { 'idempotency-key': 'expense-double-1' }),
      call(founderA, 'POST', url(), body, { 'idempotency-key': 'expense-double-1' }, other),
    ]);
    expect(keyed.map((response) => response.statusCode)).toEqual([201, 201]);
    expect(await count()).toBe(before + 1);
    const unkeyed = entry('2,000', 'Enclosures');
    expect((await call(founderA, 'POST', url(), unkeyed)).statusCode).toBe(201);
    expect((await call(founderA, 'POST', url(), unkeyed)).statusCode).toBe(201);
    expect(await count()).toBe(before + 2);
  });

  it('lets two entries that fit only one at a time through one at a time', async () => {
    const { inHandPaise } = (await grantOf(founderA))!.balances;
    const half = Math.floor(inHandPaise / 2) + 1;
    const answers = await Promise.all([
      call(founderA, 'POST', url(), entry(half, 'Race one'), { 'idempotency-key': 'race-1' }),
      call(memberA, 'POST', url(), entry(half, 'Race two'), { 'idempotency-key': 'race-2' }, other),
    ]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect((await grantOf(founderA))!.balances.inHandPaise).toBe(inHandPaise - half);
  });
});

describe('who sees a grant', () => {
  it('shows it to its team and the centre, and to nobody else', async () => {
    expect((await grantOf(memberA))!.isTeam).toBe(true);
    expect((await grantOf(admin))!.isTeam).toBe(false);
    for (const who of [founderB, outsider]) {
      for (const path of [
        `/api/startups/${startupA}/grant`,
        `/api/grants/${grantId}/utilisation-certificate.pdf`,
        `/api/grant-tranches/${tranches[0]}/evidence.pdf`,
      ]) {
        const response = await call(who, 'GET', path);
        expect(response.statusCode, `${who.email} ${path}`).toBe(404);
        expect(response.body).not.toContain('Alpha');
      }
    }
    expect(await grantOf(founderB, startupB)).toBeNull();
    for (const path of ['/api/admin/grants', `/api/admin/grants/${grantId}`])
      expect((await call(founderA, 'GET', path)).statusCode).toBe(403);
  });

  it('lists the grant with its waiting work for the centre', async () => {
    await sendEvidence(founderA, tranches[1]!);
    const listed = (await call(admin, 'GET', '/api/admin/grants')).json() as AdminGrants;
    expect(listed.items).toEqual([
      expect.objectContaining({ startupName: 'Alpha Agritech', scheme: 'sisfs', toReview: 1, toDisburse: 0 }),
    ]);
    expect(listed.startupsWithoutGrant.map((startup) => startup.name)).toEqual(['Beta Bio']);
    const detail = (await call(admin, 'GET', `/api/admin/grants/${grantId}`)).json() as Grant;
    expect(detail.tranches[1]).toMatchObject({ state: 'submitted', hasEvidence: true });
  });
});

describe('the utilisation certificate and the records behind it', () => {
  it('is a PDF for the team and the centre', async () => {
    for (const who of [founderA, admin]) {
      const response = await call(who, 'GET', `/api/grants/${grantId}/utilisation-certificate.pdf`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="utilisation-certificate-Alpha-Agritech.pdf"',
      );
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('audits every step with who took it', async () => {
    const entries = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'actor_email'])
      .where('action', 'like', 'grant.%')
      .orderBy('id')
      .execute();
    const actions = entries.map((row) => `${row.action} ${row.actor_email}`);
    expect(actions.slice(0, 9)).toEqual([
      `grant.create ${ADMIN}`,
      `grant.tranche.add ${ADMIN}`,
      `grant.tranche.add ${ADMIN}`,
      `grant.tranche.add ${ADMIN}`,
      `grant.evidence.send ${memberA.email}`,
      `grant.evidence.send-back ${ADMIN}`,
      `grant.evidence.send ${founderA.email}`,
      `grant.evidence.approve ${ADMIN}`,
      `grant.disburse ${ADMIN}`,
    ]);
    expect(actions.filter((action) => action.startsWith('grant.expense'))).toHaveLength(6);
  });

  it('gives the seed-fund report pack the grant’s totals, each traced to its records', async () => {
    const grant = (await grantOf(founderA))!;
    // The records may span a new year's day: each year's pack holds the records dated in it, and together
    // they hold all of the grant.
    const years = [...new Set([grant.sanctionedOn.slice(0, 4), daysFromToday(0).slice(0, 4)])];
    const totals = { grantAmountSanctioned: 0, grantAmountDisbursed: 0, grantAmountUtilised: 0 };
    for (const year of years) {
      const pack = (await call(admin, 'GET', `/api/admin/impact/packs/seed?period=${year}`)).json() as {
        figures: { key: string; value: number }[];
      };
      for (const key of Object.keys(totals) as (keyof typeof totals)[]) {
        const whole = pack.figures.find((figure) => figure.key === key)!.value;
        const sisfs = pack.figures.find((figure) => figure.key === `${key}.sisfs`)!.value;
        expect(sisfs).toBe(whole);
        expect(pack.figures.find((figure) => figure.key === `${key}.nidhi-prayas`)!.value).toBe(0);
        totals[key] += whole;
      }
      const records = (
        await call(admin, 'GET', `/api/admin/impact/packs/seed/figures/grantAmountUtilised?period=${year}`)
      ).json() as { rows: string[][] };
      expect(records.rows.every((row) => row[0] === grant.startupName)).toBe(true);
    }
    expect(totals).toEqual({
      grantAmountSanctioned: grant.balances.sanctionedPaise,
      grantAmountDisbursed: grant.balances.disbursedPaise,
      grantAmountUtilised: grant.balances.spentPaise,
    });
    // Founders do not read the centre's reports.
    expect((await call(founderA, 'GET', `/api/admin/impact/packs/seed?period=${years[0]}`)).statusCode).toBe(
      403,
    );
  });
});
