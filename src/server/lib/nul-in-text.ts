/** What a request with a NUL character in its text is told (plugins/text-input.ts, multipart fields). */
export const NUL_IN_TEXT = 'The text contains a NUL character, which cannot be stored.';
