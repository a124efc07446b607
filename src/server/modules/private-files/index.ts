/** What features may use from the private-files module (docs/decisions/019-private-files-and-pdf-checks.md). */
export {
  cleanPdfFilename,
  preparePdf,
  sendPrivateFile,
  storePrivateFile,
  type PreparedPrivateFile,
} from './private-files';
export { deletePrivateFile, findPrivateFile } from './repository';
export { PDF_LIMITS } from './private-files';
// The person's download carries the files they uploaded (docs/product.md#download-my-data).
export { privateFilesByKeys } from './repository';
