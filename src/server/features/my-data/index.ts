/** What src/server/app.ts may use from the my-data feature; everything else in this folder is internal. */
export { myDataRoutes } from './routes';
// The daily retention run (docs/product.md#retention): archives past their link's week go.
export { deleteExpiredExports as purgeExpiredDataExports } from './repository';
// Delete my account: each part erases what it holds (docs/product.md#delete-account).
export { erasePersonalRecordsOf as myDataErasePersonalRecords } from './repository';
