import { describe, expect, it } from 'vitest';
import type { Grant } from '#common/grants';
import { qpdfCheck, readPdf } from '#server/test-support/pdf-reader';
import { utilisationCertificatePdf } from './certificate';

// docs/product.md#seed-grants: the utilisation certificate is drawn from the records; the test reads its text
// back as a viewer would (pdf.js) and checks the file's structure (qpdf).

const flat = (text: string) => text.replace(/\s+/g, '');

const GRANT: Grant = {
  id: 1,
  startupId: 1,
  startupName: 'Krishi Sense',
  scheme: 'sisfs',
  sanctionedPaise: 200_000_000,
  sanctionedOn: '2026-08-20',
  reference: 'SISFS/IIC/2026/014',
  balances: {
    sanctionedPaise: 200_000_000,
    disbursedPaise: 80_000_000,
    spentPaise: 24_750_010,
    toDisbursePaise: 120_000_000,
    inHandPaise: 55_249_990,
  },
  tranches: [
    {
      id: 1,
      title: 'Field pilot with 50 farmers',
      dueOn: '2026-09-30',
      amountPaise: 80_000_000,
      state: 'disbursed',
      evidenceNote: '',
      hasEvidence: true,
      evidenceSentAt: null,
      reviewReason: '',
      reviewedAt: null,
      disbursedOn: '2026-10-09',
      disbursedPaise: 80_000_000,
      disbursementReference: 'NEFT SBIN0001',
    },
    {
      id: 2,
      title: 'Certification',
      dueOn: '2026-12-03',
      amountPaise: 70_000_000,
      state: 'awaiting-evidence',
      evidenceNote: '',
      hasEvidence: false,
      evidenceSentAt: null,
      reviewReason: '',
      reviewedAt: null,
      disbursedOn: null,
      disbursedPaise: null,
      disbursementReference: '',
    },
  ],
  expenses: [
    {
      id: 1,
      spentOn: '2026-10-15',
      head: 'prototype',
      amountPaise: 18_500_010,
      note: 'Boards',
      recordedAt: '',
    },
    { id: 2, spentOn: '2026-10-20', head: 'travel', amountPaise: 6_249_995, note: 'Trips', recordedAt: '' },
    { id: 3, spentOn: '2026-10-21', head: 'travel', amountPaise: 5, note: 'Ticket', recordedAt: '' },
  ],
  isTeam: true,
};

describe('the utilisation certificate', () => {
  it('is a PDF with the amounts in rupees, the spending by head, the totals and the signatory lines', async () => {
    const pdf = await utilisationCertificatePdf(GRANT, { today: '2026-11-28' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await qpdfCheck(pdf)).status).toBe(0);
    const { pages, info } = await readPdf(pdf);
    expect(pages).toHaveLength(1);
    expect(info.Title).toBe('Utilisation certificate: Krishi Sense');
    // pdf.js gives a run per font change and per line; compared without the spaces between them.
    const all = flat(pages[0]!.join(''));
    for (const phrase of [
      'Utilisation Certificate',
      'Certified that out of ₹20,00,000.00 sanctioned to Krishi Sense under the Startup India Seed Fund Scheme',
      'SISFS/IIC/2026/014',
      'a sum of ₹8,00,000.00 was received as grant-in-aid in 1 tranche',
      'of which ₹2,47,500.10 has been utilised',
      'The unspent balance of ₹5,52,499.90 remains with the startup',
      'Field pilot with 50 farmers',
      'NEFT SBIN0001',
      'Prototype and product development1₹1,85,000.10',
      'Travel2₹62,500.00',
      'Total utilised3₹2,47,500.10',
      'Yet to be disbursed₹12,00,000.00',
      'Founder / Authorised signatory',
      'Finance Officer',
      'Chief Executive Officer',
    ])
      expect(all, phrase).toContain(flat(phrase));
    expect(all).not.toContain('Rs.');
    // A milestone not yet disbursed is not among the tranches received.
    expect(all).not.toContain('Certification');
  });

  it('sets a name in another script in its own font', async () => {
    const pdf = await utilisationCertificatePdf({ ...GRANT, startupName: 'कृषि सेंस' }, { today: '2026-11-28' });
    const text = flat((await readPdf(pdf)).pages[0]!.join(''));
    expect(text).toContain(flat('₹20,00,000.00 sanctioned to'));
    expect(text).toMatch(/सेंस/);
    expect(text).toContain(flat('Founder / Authorised signatory'));
  });
});
