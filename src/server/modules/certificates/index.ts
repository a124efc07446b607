/**
 * What features may use from the certificates module: the PDF, its fonts and pictures, codes, the mail that a
 * certificate is ready, the steps of revoking and reissuing, and the public check across the features that
 * issue certificates (docs/decisions/057-cohort-certificates.md). Each feature keeps its own tables.
 */
export { newCertificateCode } from './codes';
// The PDF alone, for the tests of its text and fonts.
export { renderCertificatePdf } from './pdf';
export {
  certificateDocument,
  certificatePath,
  DEFAULT_CERTIFICATE_TITLE,
  type CertificatePdf,
  type StoredCertificate,
} from './document';
export { sendCertificatePdf } from './download';
export { certificateReadyMail } from './mails';
export { CERTIFICATE_PICTURE_WIDTHS, logoPng, signaturePng, toPng } from './pictures';
export {
  reissueStoredCertificate,
  revokeStoredCertificate,
  type CertificateActionMessages,
  type CertificateRecords,
} from './records';
export {
  certificateHead,
  certificatePreviewHtml,
  checkCertificateCode,
  type CertificateCodeSource,
  type FoundCertificateCode,
} from './verification';
