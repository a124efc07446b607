/** What other web features and the app may use from the calls feature. */
export { CallBanner } from './call-banner';
export { useMyCallApplications } from './api/my-call-applications';
export { TimeText } from './deadline';
export { useOpenCalls } from './api/get-open-calls';
export { useAdminCalls } from './api/admin-calls';
export { MyCallApplications } from './my-call-applications';
