import { z } from 'zod';
import { pageSchema } from './api-answers';

/** The texts of the contact form (docs/product.md#contact-form, docs/product.md#contact-messages). */
export const CONTACT_MESSAGES = {
  fillAll: 'Please fill in all fields',
  invalidEmail: 'Please enter a valid email address',
  success: "Your message has been sent successfully! We'll get back to you soon.",
  failed: 'Failed to send message. Please try again later.',
  deleteFailed: 'Failed to delete response. Please try again.',
  notFound: 'This message no longer exists.',
  nameOneLine: 'Please enter your name on one line',
} as const;

export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;
/** docs/product.md#contact-form: the success message goes back to the empty form after 5 s. */
export const CONTACT_SUCCESS_RESET_MS = 5000;
/** Admin list page size. */
export const CONTACT_PAGE_SIZE = 50;

/**
 * The honeypot: a field people never see or reach. A bot that fills it gets the normal
 * answer and nothing happens. The name is one no browser autofills.
 */
export const HONEYPOT_FIELD = 'website';
export const honeypotSchema = z.string().max(1000).optional();

const filled = (max: number) =>
  z
    .string({ message: CONTACT_MESSAGES.fillAll })
    .trim()
    .min(1, CONTACT_MESSAGES.fillAll)
    .max(max, `Please keep this under ${max} characters`);

export const contactSchema = z.strictObject({
  // The name goes into the centre's mail: a line break in it could fake a line such as "Reply-To:".
  name: filled(CONTACT_LIMITS.name).refine(
    (name) => !/[\p{Cc}\u2028\u2029]/u.test(name),
    CONTACT_MESSAGES.nameOneLine,
  ),
  email: filled(CONTACT_LIMITS.email).pipe(z.email({ message: CONTACT_MESSAGES.invalidEmail })),
  message: filled(CONTACT_LIMITS.message),
  [HONEYPOT_FIELD]: honeypotSchema,
});
export type ContactInput = z.input<typeof contactSchema>;

export const contactResponseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  /** ISO timestamp. */
  createdAt: z.string(),
});
export type ContactResponse = z.infer<typeof contactResponseSchema>;

export const contactResponsePageSchema = pageSchema(contactResponseSchema);
export type ContactResponsePage = z.infer<typeof contactResponsePageSchema>;

export const contactListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** The reply link of the admin inbox: a mailto with the subject filled in. */
export function replyMailto(response: Pick<ContactResponse, 'email' | 'name'>, centreName: string): string {
  const subject = `Re: your message to the ${centreName}`;
  const body = `Dear ${response.name},\n\n`;
  return `mailto:${response.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
