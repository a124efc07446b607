/** What features and other modules may use from the personal-data module; everything else in this folder is internal. */
export type { DataSubject, ErasureSubject, PersonalFile, PersonalRecords } from './types';
// Delete my account: what every owner of a person's rows uses to erase them (docs/product.md#delete-account).
export { containsPattern, FORMER_MEMBER_NAME } from './types';
export { zipArchive, type ZipEntry } from './zip';
// Delete my account: what a feature does for others (a freed seat offered) before its rows are erased.
export { registerErasureSteps, type ErasureStep, type ErasureSteps } from './erasure-steps';
