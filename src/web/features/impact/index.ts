/** What other features and src/web/app may use from the impact feature; everything else in this folder is internal. */
export { impactKeys } from './query-keys';
// The cohort page shows the startup's impact facts (docs/product.md#impact-reports).
export { StartupImpactPanel } from './startup-impact-panel';
