import { describe, expect, it } from 'vitest';
import {
  formatPaise,
  grantBalances,
  paiseSchema,
  paiseToRupeeText,
  rupeesToPaise,
  spendingByHead,
} from './grants';

// docs/product.md#seed-grants: money is integer paise from the form's text to the certificate.

describe('rupees as typed, paise as stored', () => {
  it('reads Indian and plain grouping, a symbol and up to two decimals, without floating point', () => {
    expect(rupeesToPaise('20,00,000')).toBe(200_000_000);
    expect(rupeesToPaise('₹ 2,000,000')).toBe(200_000_000);
    expect(rupeesToPaise('Rs. 1,50,000.5')).toBe(15_000_050);
    expect(rupeesToPaise('0.29')).toBe(29);
    // 0.1 + 0.2 is no problem: the paise are read as a whole number.
    expect(rupeesToPaise('1.10')! + rupeesToPaise('2.20')!).toBe(330);
    for (const bad of ['', '1.234', '-5', '1e5', 'ten', '1..2', '12,34,56,78,901'])
      expect(rupeesToPaise(bad), bad).toBeNull();
  });

  it('takes paise as numbers, refusing fractions, zero and more than ₹1 crore', () => {
    expect(paiseSchema.parse(12_345)).toBe(12_345);
    expect(paiseSchema.parse('1,00,00,000')).toBe(1_000_000_000);
    for (const bad of [10.5, 0, -100, '1,00,00,000.01', 'abc'])
      expect(paiseSchema.safeParse(bad).success, String(bad)).toBe(false);
  });

  it('shows rupees with Indian digit grouping and the paise', () => {
    expect(formatPaise(200_000_000)).toBe('₹20,00,000.00');
    expect(formatPaise(15_000_050)).toBe('₹1,50,000.50');
    expect(formatPaise(7)).toBe('₹0.07');
    expect(formatPaise(-500)).toBe('−₹5.00');
    expect(formatPaise(1_000_000_000)).toBe('₹1,00,00,000.00');
    expect(paiseToRupeeText(15_000_050)).toBe('150000.50');
    expect(paiseToRupeeText(2_500_000)).toBe('25000');
  });
});

describe('balances from the records', () => {
  it('sums disbursements and spending, never a running total', () => {
    const balances = grantBalances(
      200_000_000,
      [{ disbursedPaise: 80_000_000 }, { disbursedPaise: null }],
      [{ amountPaise: 18_500_010 }, { amountPaise: 6_249_995 }, { amountPaise: 5 }],
    );
    expect(balances).toEqual({
      sanctionedPaise: 200_000_000,
      disbursedPaise: 80_000_000,
      spentPaise: 24_750_010,
      toDisbursePaise: 120_000_000,
      inHandPaise: 55_249_990,
    });
  });

  it('groups spending by head in the certificate’s order, leaving out heads with none', () => {
    expect(
      spendingByHead([
        { head: 'travel', amountPaise: 100 },
        { head: 'prototype', amountPaise: 250 },
        { head: 'travel', amountPaise: 1 },
      ]),
    ).toEqual([
      { head: 'prototype', label: 'Prototype and product development', entries: 1, amountPaise: 250 },
      { head: 'travel', label: 'Travel', entries: 2, amountPaise: 101 },
    ]);
  });
});
