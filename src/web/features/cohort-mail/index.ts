/** What other parts of the web client may use from the cohort mail choices. */
export { CohortMailChoices } from './cohort-mail-choices';
