import type { FastifyReply } from 'fastify';
import { noStore } from '#server/lib/no-store';
import type { CertificatePdf } from './document';

/** A certificate's PDF as a download that no proxy keeps: it names a person (docs/product.md#certificates). */
export function sendCertificatePdf(reply: FastifyReply, pdf: CertificatePdf): Buffer {
  noStore(reply, 'private')
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${pdf.filename}"`)
    .header('x-content-type-options', 'nosniff')
    .header('x-robots-tag', 'noindex');
  return pdf.bytes;
}
