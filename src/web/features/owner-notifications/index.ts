/** What other parts of the web client may use from the owners' mail choices. */
export { MailChoices } from './mail-choices';
