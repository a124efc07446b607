/** What other parts of the web client may use from the reports feature. */
export { ReportButton } from './report-button';
