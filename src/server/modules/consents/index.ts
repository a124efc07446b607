/**
 * What features may use from the consents module: the consent ledger (docs/product.md#my-consents). Every
 * place where a consent is given or withdrawn records it with `app.consents.record(trx, …)`; each purpose's
 * owner defines which consents are in force and how one is withdrawn. Everything else in this folder is internal.
 */
export {
  registerConsents,
  type ConsentChange,
  type ConsentLedger,
  type ConsentPurposeDefinition,
} from './ledger';
// The person's download gathers what each part holds (docs/product.md#download-my-data).
export { personalRecordsOf as consentsPersonalRecords } from './repository';
