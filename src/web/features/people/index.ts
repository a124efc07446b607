/** What other web features and the app may use from the people feature. */
export { PeopleAdmin } from './people-admin';
