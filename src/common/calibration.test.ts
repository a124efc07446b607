import { describe, expect, it } from 'vitest';
import { calibrate, weightedScore, type ReviewScore } from './calibration';

const MIKE = 1;
const JENNIFER = 2;
const [A, B, C] = [101, 102, 103];

describe('calibration (docs/product.md#calibration)', () => {
  it('weights the criteria: Σ weight × score / Σ weight', () => {
    const rubric = [
      { id: 'team', name: 'Team', description: '', weight: 3 },
      { id: 'market', name: 'Market', description: '', weight: 1 },
    ];
    expect(weightedScore({ team: 5, market: 1 }, rubric)).toBe(4);
    expect(weightedScore({ team: 2, market: 4 }, rubric)).toBe(2.5);
  });

  it('evens out a lenient and a harsh reviewer: the worked example, computed by hand', () => {
    // Mike scores 4, 5, 4.5 (mean 4.5, deviation 0.408248); Jennifer 2, 3, 1 (mean 2, deviation 0.816497).
    // Panel: mean 3.25, deviation √(11.875 / 6) = 1.406829.
    const reviews: ReviewScore[] = [
      { applicationId: A, reviewerId: MIKE, score: 4 },
      { applicationId: B, reviewerId: MIKE, score: 5 },
      { applicationId: C, reviewerId: MIKE, score: 4.5 },
      { applicationId: A, reviewerId: JENNIFER, score: 2 },
      { applicationId: B, reviewerId: JENNIFER, score: 3 },
      { applicationId: C, reviewerId: JENNIFER, score: 1 },
    ];
    const result = calibrate(reviews);
    // z = ±1.224745 maps to 3.25 ± 1.723003 = 4.973003 / 1.526997; z = 0 maps to 3.25.
    const a = result.get(A)!;
    expect(a.raw).toBe(3);
    expect(a.normalised).toBeCloseTo((1.526997 + 3.25) / 2, 5);
    expect(a.spread).toBe(2);
    expect(a.disagreement).toBe(true);
    const b = result.get(B)!;
    expect(b.raw).toBe(4);
    expect(b.normalised).toBeCloseTo(4.973003, 5);
    expect(b.spread).toBe(2);
    const c = result.get(C)!;
    expect(c.raw).toBe(2.75);
    expect(c.normalised).toBeCloseTo((3.25 + 1.526997) / 2, 5);
    expect(c.spread).toBe(3.5);
    // Raw, A is ahead of C; calibrated, they tie: A's 4 was Mike's lowest, C's 1 was Jennifer's lowest.
    expect(a.raw).toBeGreaterThan(c.raw);
    expect(a.normalised).toBeCloseTo(c.normalised, 10);
  });

  it('keeps the raw score of a reviewer with a single review', () => {
    const result = calibrate([
      { applicationId: A, reviewerId: MIKE, score: 4 },
      { applicationId: B, reviewerId: MIKE, score: 2 },
      { applicationId: A, reviewerId: JENNIFER, score: 1.5 },
    ]);
    // Panel mean 2.5, deviation √((2.25 + 0.25 + 1) / 3) = 1.080123; Mike's z = ±1.
    expect(result.get(A)!.normalised).toBeCloseTo((2.5 + 1.080123 + 1.5) / 2, 5);
    expect(result.get(B)!.normalised).toBeCloseTo(2.5 - 1.080123, 5);
  });

  it('counts a reviewer with identical scores (zero spread) as the panel mean', () => {
    const result = calibrate([
      { applicationId: A, reviewerId: MIKE, score: 4 },
      { applicationId: B, reviewerId: MIKE, score: 4 },
      { applicationId: A, reviewerId: JENNIFER, score: 2 },
      { applicationId: B, reviewerId: JENNIFER, score: 4 },
    ]);
    // Panel mean 3.5; Jennifer: mean 3, deviation 1, z = ∓1; panel deviation √(0.25·3 + 2.25)/2 = 0.866025.
    expect(result.get(A)!.normalised).toBeCloseTo((3.5 + 3.5 - 0.866025) / 2, 5);
    expect(result.get(B)!.normalised).toBeCloseTo((3.5 + 3.5 + 0.866025) / 2, 5);
    expect(calibrate([]).size).toBe(0);
  });

  it('keeps normalised scores on the 1–5 scale', () => {
    const reviews: ReviewScore[] = [
      ...[1, 1, 1, 1, 5].map((score, i) => ({ applicationId: i + 1, reviewerId: MIKE, score })),
      ...[1, 5, 5, 5, 5].map((score, i) => ({ applicationId: i + 1, reviewerId: JENNIFER, score })),
    ];
    for (const application of calibrate(reviews).values()) {
      expect(application.normalised).toBeGreaterThanOrEqual(1);
      expect(application.normalised).toBeLessThanOrEqual(5);
    }
  });
});
