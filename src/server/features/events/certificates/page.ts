import type { CertificateCodeSource } from '#server/modules/certificates';
import { findCertificateByCode } from './repository';

/** Events' certificates for the public check of a code (docs/product.md#certificates). */
export const eventCertificateCodes: CertificateCodeSource = {
  kind: 'attendance',
  find: async (db, code) => {
    const row = await findCertificateByCode(db, code);
    return row && { ...row, subject: row.event_name };
  },
};
