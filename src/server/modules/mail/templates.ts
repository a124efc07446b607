// Email bodies: one plain-text and one HTML rendering of the same content. Every value that
// goes into the HTML is escaped here, so callers can pass names, titles and messages that
// people typed without thinking about markup.

export const CENTRE_NAME = 'Innovation & Incubation Centre';

/** Minutes a one-time code stays valid (docs/product.md#one-time-codes). */
export const CODE_VALID_MINUTES = 10;

export interface MailLayout {
  /** The first line of the email, as a heading. */
  heading: string;
  /** Body paragraphs, in order, as plain text (line breaks inside one are kept). */
  paragraphs: string[];
  /** A one-time code, shown large after the paragraphs. */
  code?: string;
  /** An inline image (an attachment with this cid) shown after the code, such as the code as a QR code. */
  image?: { cid: string; alt: string; size: number };
  /** A link shown as a button after the paragraphs (http or https only). */
  action?: { label: string; url: string };
  /** Small print at the end, for example why the person received this email. */
  footer?: string;
  /** A link in the small print, for example "Unsubscribe" (http or https only). */
  footerLink?: { label: string; url: string };
}

export interface RenderedMail {
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function htmlText(value: string): string {
  return escapeHtml(value).replace(/\r\n?|\n/g, '<br>');
}

function safeLink(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new TypeError(`Email links must be http or https, not ${parsed.protocol}`);
  return parsed.toString();
}

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/** Lays out an email as plain text and as simple, inline-styled HTML. */
export function renderMail(layout: MailLayout): RenderedMail {
  const link = layout.action ? { label: layout.action.label, url: safeLink(layout.action.url) } : undefined;
  const footerLink = layout.footerLink
    ? { label: layout.footerLink.label, url: safeLink(layout.footerLink.url) }
    : undefined;
  const footerText = [layout.footer, footerLink && `${footerLink.label}: ${footerLink.url}`].filter(Boolean);

  const text = [
    layout.heading,
    '',
    ...layout.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(layout.code ? [`    ${layout.code}`, ''] : []),
    ...(link ? [`${link.label}: ${link.url}`, ''] : []),
    `— ${CENTRE_NAME}`,
    ...(footerText.length ? ['', ...footerText] : []),
  ].join('\n');

  const html = [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(layout.heading)}</title></head>`,
    `<body style="margin:0;padding:24px;background:#f4f5f7;${FONT};color:#1f2933">`,
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">',
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3">${htmlText(layout.heading)}</h1>`,
    ...layout.paragraphs.map(
      (paragraph) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${htmlText(paragraph)}</p>`,
    ),
    ...(layout.code
      ? [
          `<p style="margin:24px 0;font-size:32px;font-weight:700;letter-spacing:6px;font-family:Menlo,Consolas,monospace">${escapeHtml(layout.code)}</p>`,
        ]
      : []),
    ...(layout.image
      ? [
          `<p style="margin:0 0 24px"><img src="cid:${escapeHtml(layout.image.cid)}" alt="${escapeHtml(layout.image.alt)}" width="${layout.image.size}" height="${layout.image.size}" style="display:block;border:0"></p>`,
        ]
      : []),
    ...(link
      ? [
          `<p style="margin:24px 0"><a href="${escapeHtml(link.url)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:600">${htmlText(link.label)}</a></p>`,
        ]
      : []),
    `<p style="margin:24px 0 0;font-size:14px;color:#52606d">— ${escapeHtml(CENTRE_NAME)}</p>`,
    ...(layout.footer || footerLink
      ? [
          `<p style="margin:16px 0 0;font-size:12px;line-height:1.5;color:#7b8794">${[
            layout.footer ? htmlText(layout.footer) : '',
            footerLink
              ? `<a href="${escapeHtml(footerLink.url)}" style="color:#52606d">${htmlText(footerLink.label)}</a>`
              : '',
          ]
            .filter(Boolean)
            .join(' ')}</p>`,
        ]
      : []),
    '</div></body></html>',
  ].join('\n');

  return { text, html };
}

export type OneTimeCodePurpose = 'login' | 'unsubscribe' | 'work_email' | 'delete_account';

const CODE_MAILS: Record<
  OneTimeCodePurpose,
  { subject: string; heading: string; intro: string; ignore: string }
> = {
  login: {
    subject: 'Your sign-in code',
    heading: 'Your sign-in code',
    intro: `Enter this code to sign in to the ${CENTRE_NAME} website:`,
    ignore: "If you didn't ask to sign in, you can ignore this email: nobody can sign in without the code.",
  },
  unsubscribe: {
    subject: 'Your code to unsubscribe',
    heading: 'Confirm that you want to unsubscribe',
    intro: `Enter this code to stop receiving the ${CENTRE_NAME} newsletter:`,
    ignore: "If you didn't ask to unsubscribe, you can ignore this email: you stay subscribed.",
  },
  work_email: {
    subject: 'Your verification code',
    heading: 'Confirm your university email',
    intro: `Enter this code to confirm this email address on your ${CENTRE_NAME} profile:`,
    ignore: "If you didn't ask for this, you can ignore this email: nothing changes without the code.",
  },
  delete_account: {
    subject: 'Your code to delete your account',
    heading: 'Confirm that you want to delete your account',
    intro: `Enter this code to delete your ${CENTRE_NAME} account. It is erased 7 days later; signing in before then cancels it:`,
    ignore: "If you didn't ask for this, you can ignore this email: your account stays without the code.",
  },
};

/** The email that carries a one-time code; the code is in the subject and in both bodies. */
export function oneTimeCodeMail(
  code: string,
  purpose: OneTimeCodePurpose,
): { subject: string; text: string; html: string } {
  const copy = CODE_MAILS[purpose];
  const rendered = renderMail({
    heading: copy.heading,
    paragraphs: [copy.intro],
    code,
    footer: `The code is valid for ${CODE_VALID_MINUTES} minutes and works once. Never share it: the centre will never ask you for it. ${copy.ignore}`,
  });
  return { subject: `${copy.subject}: ${code}`, ...rendered };
}
