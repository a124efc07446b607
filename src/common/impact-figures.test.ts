import { describe, expect, it } from 'vitest';
import { formatHeadlineFigure, formatPaiseInWords } from './impact';

describe('headline figures (docs/product.md#impact-reports)', () => {
  it('says large sums in lakh or crore to one decimal place, smaller ones exactly', () => {
    expect(formatPaiseInWords(18_10_00_000_00)).toBe('₹18.1 crore');
    expect(formatPaiseInWords(1_00_00_000_00)).toBe('₹1 crore');
    expect(formatPaiseInWords(45_00_000_00)).toBe('₹45 lakh');
    expect(formatPaiseInWords(1_25_000_00)).toBe('₹1.3 lakh');
    expect(formatPaiseInWords(99_999_00)).toBe('₹99,999');
  });

  it('shows counts and hours as the tables do', () => {
    expect(formatHeadlineFigure(13, 'count')).toBe('13');
    expect(formatHeadlineFigure(90, 'minutes')).toBe('1.5 h');
    expect(formatHeadlineFigure(6_50_00_000_00, 'paise')).toBe('₹6.5 crore');
  });
});
