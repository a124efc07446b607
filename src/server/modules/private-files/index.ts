/** What features may use from the private-files module (docs/decisions/019-private-files-and-pdf-checks.md). */
export {
  cleanPdfFilename,
  preparePdf,
  sendPrivateFile,
  storePrivateFile,
  type PreparedPrivateFile,
} from './private-files';
export { deletePrivateFile } from './repository';
export { PDF_LIMITS } from './private-files';
