/** What src/server/app.ts and other features may use from the newsletter feature; everything else in this folder is internal. */
export { newsletterRoutes } from './routes';
// The person's download gathers what each part holds (docs/product.md#download-my-data).
export { personalRecordsOf as newsletterPersonalRecords } from './repository';
// The daily retention run (docs/product.md#retention).
export { purgeUnconfirmedSignUps } from './retention';
export { deleteUnsubscribedBefore as purgeUnsubscribedAddresses } from './repository';
// Delete my account: each part erases what it holds (docs/product.md#delete-account).
export { erasePersonalRecordsOf as newsletterErasePersonalRecords } from './repository';
