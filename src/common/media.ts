/**
 * Upload rules shared by every picture form (events, team, mentors, slides): docs/product.md#image-uploads.
 */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TOO_LARGE_MESSAGE = 'Image size should be less than 5MB';
export const NOT_AN_IMAGE_MESSAGE = 'Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).';
/** For the file picker's `accept`; the server still decides by the file's content. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';
