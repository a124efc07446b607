/** What features and other modules may use from the personal-data module; everything else in this folder is internal. */
export type { DataSubject, PersonalFile, PersonalRecords } from './types';
export { zipArchive, type ZipEntry } from './zip';
