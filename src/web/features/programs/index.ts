/** What other features and src/web/app may use from the programs feature; everything else in this folder is internal. */
export { usePrograms } from './api/get-programs';
export { programKeys } from './query-keys';
