/** What src/server/app.ts and other features may use from the contact feature; everything else in this folder is internal. */
export { contactRoutes } from './routes';
// The person's download gathers what each part holds (docs/product.md#download-my-data).
export { personalRecordsOf as contactPersonalRecords } from './repository';
// The daily retention run deletes old messages (docs/product.md#retention).
export { deleteContactResponsesBefore } from './repository';
// Delete my account: each part erases what it holds (docs/product.md#delete-account).
export { erasePersonalRecordsOf as contactErasePersonalRecords } from './repository';
