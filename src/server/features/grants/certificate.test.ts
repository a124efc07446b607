import { describe, expect, it } from 'vitest';
import type { Grant } from '#common/grants';
import { utilisationCertificatePdf } from './certificate';

// docs/product.md#seed-grants: the utilisation certificate is drawn from the records; the test reads its text
// back out of the PDF's content streams (left uncompressed), where pdfkit writes each run of a standard font
// as hex codes in a TJ array.

/**
 * The text runs of an uncompressed pdfkit PDF, in drawing order. Justified lines carry no space characters:
 * a word gap is a large negative adjustment between the pieces, read here as a space.
 */
function pdfText(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const runs: string[] = [];
  for (const [, array] of source.matchAll(/\[((?:<[0-9a-f]*>\s*-?[\d.]*\s*)+)\]\s*TJ/gi)) {
    let run = '';
    for (const [, hex, adjustment] of array!.matchAll(/<([0-9a-f]*)>\s*(-?[\d.]*)/gi)) {
      run += Buffer.from(hex!, 'hex').toString('latin1');
      if (adjustment && Number(adjustment) <= -100) run += ' ';
    }
    runs.push(run.trim());
  }
  return runs;
}

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
  it('is a PDF with the spending by head, the totals and the signatory lines', async () => {
    const pdf = await utilisationCertificatePdf(GRANT, { today: '2026-11-28', compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    const all = text.join('\n');
    expect(text).toContain('Utilisation Certificate');
    for (const phrase of [
      'Rs. 20,00,000.00 sanctioned to Krishi Sense',
      'Startup India Seed Fund Scheme',
      'SISFS/IIC/2026/014',
      'Rs. 8,00,000.00',
      '1 tranche',
      'Rs. 2,47,500.10',
      'Rs. 5,52,499.90',
    ])
      expect(all.replace(/\s+/g, ' '), phrase).toContain(phrase);
    // The table: each head with its entries and amount, then the total.
    const at = (value: string) => text.indexOf(value);
    expect(at('Prototype and product development')).toBeGreaterThan(-1);
    expect(text[at('Prototype and product development') + 2]).toBe('Rs. 1,85,000.10');
    expect(text.slice(at('Travel'), at('Travel') + 3)).toEqual(['Travel', '2', 'Rs. 62,500.00']);
    expect(text.slice(at('Total utilised'), at('Total utilised') + 3)).toEqual([
      'Total utilised',
      '3',
      'Rs. 2,47,500.10',
    ]);
    expect(text).toContain('Field pilot with 50 farmers');
    expect(text).not.toContain('Certification');
    for (const signatory of ['Founder / Authorised signatory', 'Finance Officer', 'Chief Executive Officer'])
      expect(text).toContain(signatory);
  });

  it('compresses what it sends', async () => {
    const pdf = await utilisationCertificatePdf(GRANT, { today: '2026-11-28' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(pdf)).toEqual([]);
  });
});
