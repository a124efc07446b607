import {
  FEEDBACK_OVERALL_LABEL,
  RATING_VALUES,
  type FeedbackAdmin,
  type FeedbackQuestion,
  type FeedbackValue,
} from '#common/event-feedback';

export interface StoredAnswer {
  rating: number;
  values: FeedbackValue[];
}

const average = (numbers: number[]) =>
  numbers.length === 0
    ? null
    : Math.round((numbers.reduce((sum, n) => sum + n, 0) / numbers.length) * 100) / 100;

const ratingCounts = (numbers: number[]) =>
  RATING_VALUES.map((value) => ({ label: String(value), count: numbers.filter((n) => n === value).length }));

/**
 * What the admin's summary shows (docs/product.md#event-feedback): the response rate, the average and
 * distribution of the overall rating and of each rating or choice question, and every text answer.
 */
export function summarise(
  questions: FeedbackQuestion[],
  answers: StoredAnswer[],
  checkedIn: number,
): FeedbackAdmin['summary'] {
  const overall = answers.map((answer) => answer.rating);
  return {
    checked_in: checkedIn,
    answers: answers.length,
    response_rate: checkedIn === 0 ? null : Math.round((answers.length / checkedIn) * 1000) / 1000,
    overall: { label: FEEDBACK_OVERALL_LABEL, average: average(overall), counts: ratingCounts(overall) },
    questions: questions.map((question, index) => {
      const given = answers
        .map((answer) => answer.values[index] ?? null)
        .filter((value): value is number | string => value !== null);
      const numbers = given.filter((value): value is number => typeof value === 'number');
      const texts = given.filter((value): value is string => typeof value === 'string');
      return {
        label: question.label,
        kind: question.kind,
        answered: given.length,
        average: question.kind === 'rating' ? average(numbers) : null,
        counts:
          question.kind === 'rating'
            ? ratingCounts(numbers)
            : question.kind === 'choice'
              ? question.options.map((option) => ({
                  label: option,
                  count: texts.filter((text) => text === option).length,
                }))
              : [],
        texts: question.kind === 'text' ? texts : [],
      };
    }),
  };
}
