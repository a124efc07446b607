/**
 * What src/server/app.ts may use from the certificate check: the public check of a code, whichever feature
 * issued the certificate (docs/decisions/057-cohort-certificates.md). It owns no table; it asks each issuer's
 * index.ts.
 */
export { certificateCheckRoutes } from './routes';
export { findCertificateForPage } from './sources';
export { certificateHead, certificatePreviewHtml } from '#server/modules/certificates';
