/** What src/server/app.ts may use from the office-hours feature; everything else in this folder is internal. */
export { officeHoursRoutes } from './routes';
// The demo seed (src/server/db/seed) builds its content with these.
export { findMentorCardByEmail, insertBooking, listWindows } from './repository';
export { toSlotWindow } from './service';
// The personal hub counts sessions to come and notes to write, on each side (docs/product.md#personal-hub).
export { officeHoursWaitingFor } from './waiting-for';
// The person's download gathers what each part holds (docs/product.md#download-my-data).
export { personalRecordsOf as officeHoursPersonalRecords } from './repository';
// Delete my account: each part erases what it holds (docs/product.md#delete-account).
export { erasePersonalRecordsOf as officeHoursErasePersonalRecords } from './repository';
