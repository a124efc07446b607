/** What plugins, features and other modules may use from the users module; everything else in this folder is internal. */
export {
  findUserByEmail,
  findUserById,
  insertUserIfMissing,
  lockUserRow,
  recordSignIn,
  updateUserProfile,
} from './repository';
// The work profile's university affiliation is stored on the account (docs/product.md#work-profile).
export { findAffiliation, otherAccountWithAffiliation, saveAffiliation } from './repository';
export { roleFor, toProfile } from './users';
// How a person is shown to others (docs/decisions/039-display-names.md).
export { NAME_ONLY, SEES_EMAIL, shownName, shownPerson } from './shown-person';
// The person's download gathers what each part holds (docs/product.md#download-my-data).
export { personalRecordsOf as usersPersonalRecords } from './repository';
// Delete my account: each part erases what it holds (docs/product.md#delete-account).
export { erasePersonalRecordsOf as usersErasePersonalRecords } from './repository';
export {
  accountsDueForErasure,
  cancelErasure,
  erasureDueAt,
  insertFormerMember,
  markForErasure,
} from './repository';
