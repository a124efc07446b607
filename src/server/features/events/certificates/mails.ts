import { renderMail } from '#server/modules/mail';

/**
 * docs/product.md#certificates: an attendee's certificate is ready. About their own attendance, so a
 * transactional mail (as in docs/decisions/018-event-registration-mails-are-transactional.md).
 */
export function certificateIssuedMail(input: {
  eventName: string;
  title: string;
  code: string;
  url: string;
  /** Where the holder downloads the PDF once signed in: their hub's certificates. */
  downloadUrl: string;
}) {
  const rendered = renderMail({
    heading: `Your certificate: ${input.title}`,
    paragraphs: [
      `Thank you for coming to "${input.eventName}". Your certificate of attendance is ready.`,
      `Its code is ${input.code}. Anyone you show it to, such as an employer or an admissions office, can check it on the centre’s site with this code or the QR code on the certificate.`,
      `Download it as a PDF, ready to print, from your hub once signed in: ${input.downloadUrl}`,
    ],
    action: { label: 'Open your certificate', url: input.url },
    footer: 'You receive this because you checked in at this event. Each event sends one certificate.',
  });
  return { subject: `Certificate: ${input.eventName}`, ...rendered };
}
