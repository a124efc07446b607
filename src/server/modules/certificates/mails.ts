import { renderMail, type OutgoingMail } from '#server/modules/mail';
import type { CertificatePdf } from './document';

/**
 * A person's certificate is ready: its code, its public check, where to download it again, and the PDF itself
 * attached (docs/product.md#certificates). About what the person themselves did, so a transactional mail (as in
 * docs/decisions/018-event-registration-mails-are-transactional.md).
 */
export function certificateReadyMail(input: {
  to: string;
  subject: string;
  title: string;
  /** Why it was issued, the mail's first sentence: `Thank you for coming to "…". Your certificate … is ready.` */
  opening: string;
  /** Why the person receives this mail, for its footer. */
  footer: string;
  code: string;
  url: string;
  /** Where the holder downloads the PDF again once signed in. */
  downloadUrl: string;
  pdf: CertificatePdf;
}): OutgoingMail {
  const rendered = renderMail({
    heading: `Your certificate: ${input.title}`,
    paragraphs: [
      input.opening,
      `Its code is ${input.code}. Anyone you show it to, such as an employer or an admissions office, can check it on the centre’s site with this code or the QR code on the certificate.`,
      `The certificate is attached to this mail as a PDF, ready to print. You can download it again from your hub once signed in: ${input.downloadUrl}`,
    ],
    action: { label: 'Open your certificate', url: input.url },
    footer: input.footer,
  });
  return {
    to: input.to,
    subject: input.subject,
    ...rendered,
    attachments: [
      {
        filename: input.pdf.filename,
        contentType: 'application/pdf',
        content: input.pdf.bytes.toString('base64'),
        encoding: 'base64',
      },
    ],
  };
}
