/** One message as the app composes it; the outbox stores it and a transport delivers it. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, for example List-Unsubscribe or Reply-To. */
  headers?: Record<string, string>;
}
