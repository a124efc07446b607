/** What plugins, features and other modules may use from the roles module; everything else in this folder is internal. */
export { deleteGrant, insertGrant, listRoleHolders, rolesOfUser, searchPeople } from './repository';
export { holdsRole, type RoleHolder } from './roles';
// The person's download gathers what each part holds (docs/product.md#download-my-data).
export { personalRecordsOf as rolesPersonalRecords } from './repository';
// Delete my account: each part erases what it holds (docs/product.md#delete-account).
export { erasePersonalRecordsOf as rolesErasePersonalRecords } from './repository';
