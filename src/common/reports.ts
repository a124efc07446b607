import { z } from 'zod';
import { REPORT_MESSAGES, REPORT_REASONS, REPORT_TEXT_MAX } from './reports-constants';

export * from './reports-constants';

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** POST /api/{ideas|projects|internships}/:id/reports; "other" needs a few words. */
export const reportSchema = z
  .strictObject({
    reason: z.enum(REPORT_REASONS, { message: REPORT_MESSAGES.reasonRequired }),
    text: z
      .string()
      .transform((value) => value.replace(CONTROL_CHARACTERS, '').trim())
      .pipe(z.string().max(REPORT_TEXT_MAX, REPORT_MESSAGES.textTooLong))
      .optional()
      .default(''),
  })
  .refine((report) => report.reason !== 'other' || report.text.length > 0, {
    message: REPORT_MESSAGES.textRequired,
    path: ['text'],
  });
export type ReportInput = z.input<typeof reportSchema>;
