/** What other features and src/web/app may use from the account-deletion feature; everything else in this folder is internal. */
export { DELETE_ACCOUNT_PATH } from './paths';
export { DeleteAccountLink } from './delete-account-link';
