/** What plugins, features and other modules may use from the roles module; everything else in this folder is internal. */
export { deleteGrant, insertGrant, listRoleHolders, rolesOfUser, searchPeople } from './repository';
export { holdsRole, type RoleHolder } from './roles';
