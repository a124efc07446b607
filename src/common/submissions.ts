import { z } from 'zod';

/** docs/product.md#application-status: the statuses and types a row shows. */
export const SUBMISSION_STATUSES = ['Approved', 'Pending', 'Declined'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
export const SUBMISSION_TYPES = ['Idea', 'Project', 'Internship', 'Program'] as const;
export type SubmissionType = (typeof SUBMISSION_TYPES)[number];

export const submissionSchema = z.object({
  /** Unique across types, e.g. `idea-3`, `program-7`. */
  key: z.string(),
  type: z.enum(SUBMISSION_TYPES),
  title: z.string(),
  /** A second line: the team name of a programme application. */
  detail: z.string().nullable(),
  /** When it was submitted (ISO time). */
  date: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  /** Why it was declined, when the centre said so. */
  reason: z.string().nullable(),
});
export type Submission = z.infer<typeof submissionSchema>;
export const submissionListSchema = z.object({ items: z.array(submissionSchema) });

/** Posts are pending | approved | declined; programme applications say accepted instead of approved. */
export function submissionStatus(status: string): SubmissionStatus {
  if (status === 'approved' || status === 'accepted') return 'Approved';
  if (status === 'declined') return 'Declined';
  return 'Pending';
}
