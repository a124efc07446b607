/** What plugins, features and other modules may use from the media module; everything else in this folder is internal. */
export type { ImageVariant } from './image-pipeline';
export { loadImageRefs, toImageRef, withImageRefs } from './image-refs';
export {
  type MultipartForm,
  type MultipartLimits,
  prepareImage,
  readMultipartForm,
  storeImage,
} from './image-upload';
export { deleteMediaAsset, findMediaVariant, findNarrowestMediaVariant } from './repository';
// The demo seed (src/server/db/seed) builds its content with these.
export { processImage } from './image-pipeline';
export { insertMediaAsset } from './repository';
