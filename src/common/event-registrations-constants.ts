// Registration constants without zod: the event cards on the home page use them, and the schemas
// stay out of that bundle (docs/decisions/008-schema-free-constants-modules.md).

/** docs/product.md#event-registration: the states a person sees for their registration. */
export const REGISTRATION_STATES = ['registered', 'waitlisted', 'offered', 'cancelled', 'attended'] as const;
export type RegistrationState = (typeof REGISTRATION_STATES)[number];

export const REGISTRATION_LIMITS = { answer: 1000 } as const;

/** How long a person offered a freed seat has to claim it (docs/product.md#event-registration). */
export const OFFER_CLAIM_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Reminder mails, this long before the start (docs/product.md#event-registration). */
export const REMINDER_LEADS = { '24h': 24 * 60 * 60 * 1000, '1h': 60 * 60 * 1000 } as const;
export type ReminderLead = keyof typeof REMINDER_LEADS;
