import { z } from 'zod';

/**
 * Shapes several routes answer with. Each route declares its answer as a zod schema (response
 * serialization checks it and drops any key the schema does not name), and the browser reads the same type.
 */

/** `{ message }`: a write that has nothing else to say. */
export const messageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

/** A code was mailed: the message and how long before another may be asked for. */
export const codeSentAnswerSchema = z.object({ message: z.string(), cooldownSeconds: z.number().int() });

/** One page of a paged list. */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

/** An unpaged list. */
export const itemsSchema = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });
