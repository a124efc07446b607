import { SCORE_SCALE, type Criterion } from './calls';

/**
 * Calibration of review scores (docs/product.md#calibration): harsh and lenient reviewers are evened out by
 * expressing each review as z-scores within its reviewer's reviews of the call, mapped back onto the panel's
 * scale. Pure; the ranking route feeds it the call's reviews.
 */

/** Scores at least this far apart (on the 1–5 scale) flag an application: its reviewers disagree strongly. */
export const DISAGREEMENT_SPREAD = 2;

/** One review's weighted mean over the rubric: Σ weight × score / Σ weight. */
export function weightedScore(scores: Record<string, number>, rubric: readonly Criterion[]): number {
  let sum = 0;
  let weights = 0;
  for (const criterion of rubric) {
    const score = scores[criterion.id];
    if (score === undefined) continue;
    sum += criterion.weight * score;
    weights += criterion.weight;
  }
  return weights === 0 ? Number.NaN : sum / weights;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
/** Population standard deviation (the reviewer's own reviews are all there is). */
const deviation = (values: number[], around: number) =>
  Math.sqrt(values.reduce((sum, value) => sum + (value - around) ** 2, 0) / values.length);

export interface ReviewScore {
  applicationId: number;
  reviewerId: number;
  /** The review's weighted score, from `weightedScore`. */
  score: number;
}

export interface CalibratedApplication {
  applicationId: number;
  reviews: number;
  /** Mean of the raw weighted scores. */
  raw: number;
  /** Mean of the normalised scores. */
  normalised: number;
  /** Highest minus lowest raw score. */
  spread: number;
  disagreement: boolean;
}

/**
 * Each review becomes z = (score − its reviewer's mean) / its reviewer's standard deviation, mapped back as
 * panel mean + z × panel standard deviation and kept within the scale. A reviewer with a single review keeps
 * the raw score (one review says nothing about their habits); a reviewer whose scores are all the same told
 * no application apart, so each of their reviews counts as the panel mean.
 */
export function calibrate(reviews: readonly ReviewScore[]): Map<number, CalibratedApplication> {
  const result = new Map<number, CalibratedApplication>();
  if (reviews.length === 0) return result;
  const all = reviews.map((review) => review.score);
  const panelMean = mean(all);
  const panelDeviation = deviation(all, panelMean);
  const byReviewer = new Map<number, number[]>();
  for (const review of reviews)
    byReviewer.set(review.reviewerId, [...(byReviewer.get(review.reviewerId) ?? []), review.score]);
  const habits = new Map(
    [...byReviewer].map(([reviewer, scores]) => {
      const m = mean(scores);
      return [reviewer, { count: scores.length, mean: m, deviation: deviation(scores, m) }];
    }),
  );
  const normalise = (review: ReviewScore) => {
    const habit = habits.get(review.reviewerId)!;
    if (habit.count === 1) return review.score;
    if (habit.deviation === 0) return panelMean;
    const z = (review.score - habit.mean) / habit.deviation;
    return Math.min(SCORE_SCALE.max, Math.max(SCORE_SCALE.min, panelMean + z * panelDeviation));
  };
  const byApplication = new Map<number, ReviewScore[]>();
  for (const review of reviews)
    byApplication.set(review.applicationId, [...(byApplication.get(review.applicationId) ?? []), review]);
  for (const [applicationId, own] of byApplication) {
    const raw = own.map((review) => review.score);
    const spread = Math.max(...raw) - Math.min(...raw);
    result.set(applicationId, {
      applicationId,
      reviews: own.length,
      raw: mean(raw),
      normalised: mean(own.map(normalise)),
      spread,
      disagreement: spread >= DISAGREEMENT_SPREAD,
    });
  }
  return result;
}
