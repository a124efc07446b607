/** What src/server/app.ts and other features may use from the account-deletion feature; everything else in this folder is internal. */
export { accountDeletionRoutes } from './routes';
// Signing in during the grace period cancels a deletion (docs/product.md#delete-account).
export { cancelDeletionOnSignIn } from './service';
