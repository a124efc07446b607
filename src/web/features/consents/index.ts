/** What other features and src/web/app may use from the consents feature; everything else in this folder is internal. */
export { MyConsents } from './my-consents';
