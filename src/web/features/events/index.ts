/** What other web features and the app may use from the events feature. */
export { MyRegistrationsSummary } from './registration/my-registrations-summary';
export { CertificateItem, MyCertificates } from './my-certificates';
