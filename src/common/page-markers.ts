/** Markers shared by the server's pages and the browser's entry, free of any other module. */

/**
 * Marks content the server writes into a page that the app renders over instead of hydrating (an
 * event's page carries the event this way; see src/web/main.tsx).
 */
export const SERVER_PREVIEW_ATTRIBUTE = 'data-server-preview';

/** Set on `<html>` once the page shown has hydrated (src/web/app/hydration-mark.tsx). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * The id of the JSON data block holding the query cache a page was rendered with at request time; the
 * browser starts from it before hydrating (docs/decisions/030-public-pages-rendered-with-their-data.md).
 */
export const PAGE_STATE_ID = 'page-state';
