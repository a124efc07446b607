/** What other features and src/web/app may use from the seed-grants feature (docs/product.md#seed-grants). */
export { grantKeys } from './query-keys';
export { GrantPanel } from './grant-panel';
export { GrantsAdmin } from './admin/grants-admin';
