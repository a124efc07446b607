import { z } from 'zod';
import { recordIdSchema } from './ids';

export const AUDIT_PAGE_DEFAULT = 30;
export const AUDIT_PAGE_MAX = 100;

export const auditQuerySchema = z.object({
  /** Entries older than this id (the previous page's `nextBefore`). */
  before: recordIdSchema('The page cursor must be a positive whole number').optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(AUDIT_PAGE_DEFAULT),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorEmail: z.string(),
  /** The actor as people are shown (docs/product.md#names): their name, else their email. */
  actorName: z.string(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string().nullable(),
  summary: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  /** Pass as `before` for the next (older) page; null when there is none. */
  nextBefore: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
