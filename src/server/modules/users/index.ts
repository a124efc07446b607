/** What plugins, features and other modules may use from the users module; everything else in this folder is internal. */
export {
  findUserByEmail,
  findUserById,
  insertUserIfMissing,
  recordSignIn,
  updateUserProfile,
} from './repository';
export { roleFor, toProfile } from './users';
