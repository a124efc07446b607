/** One message as the app composes it; the outbox stores it and a transport delivers it. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, for example List-Unsubscribe or Reply-To. */
  headers?: Record<string, string>;
  /** Files sent with the message, such as an event's calendar entry (.ics). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's text (calendar files are text), or its bytes in base64 with `encoding: 'base64'`. */
  content: string;
  encoding?: 'base64';
  /** Shown inside the HTML body as `<img src="cid:…">` (an inline image) instead of as a file. */
  cid?: string;
}
