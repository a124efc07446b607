import { describe, expect, it } from 'vitest';
import { fundingFormSchema, rupeesToPaise } from './startup-impact-form-values';

describe('the funding form turns rupees into integer paise', () => {
  it('reads Indian digit grouping and up to two decimals by the digits, never off by a paisa', () => {
    expect(rupeesToPaise('12,50,000')).toBe(125_000_000);
    expect(rupeesToPaise('₹ 0.29')).toBe(29);
    expect(rupeesToPaise('1.1')).toBe(110);
    expect(rupeesToPaise('4.35')).toBe(435); // 4.35 * 100 is 434.99999999999994 as a float
    expect(rupeesToPaise('1.234')).toBeNull();
    expect(rupeesToPaise('-5')).toBeNull();
    expect(rupeesToPaise('')).toBeNull();
  });

  it('hands the route the same input the server checks, with the message under the amount', () => {
    const ok = fundingFormSchema.safeParse({
      source: 'equity',
      amount: '1,00,000',
      receivedOn: '2026-01-05',
      investor: 'Angels',
    });
    expect(ok.success && ok.data).toEqual({
      source: 'equity',
      amountPaise: 10_000_000,
      receivedOn: '2026-01-05',
      investor: 'Angels',
    });
    const bad = fundingFormSchema.safeParse({
      source: 'equity',
      amount: 'lots',
      receivedOn: '2026-01-05',
      investor: 'Angels',
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['amount']);
  });
});
