/** Event feedback's query keys (docs/architecture.md#query-keys). */
export const feedbackKeys = {
  /** An attendee's form, by the token of their link (docs/product.md#event-feedback). */
  form: (token: string) => ['event-feedback', 'form', token] as const,
  /** An event's questions and summary, for the admin. */
  admin: (eventId: number) => ['admin', 'event-feedback', eventId] as const,
};
