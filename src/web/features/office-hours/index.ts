/** What other web features and src/web/app may use from office hours. */
export { officeHoursKeys } from './query-keys';
