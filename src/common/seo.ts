import { ADMIN_PATH, canonicalPath, PAGE_ROUTES } from './routes';
import { SITE } from './site';

/**
 * Prerendered pages are built without knowing where the site will live; the build writes this
 * placeholder wherever an absolute URL is needed (canonical, og:url, og:image, JSON-LD), and the
 * server swaps in its PUBLIC_URL when it loads the pages.
 */
export const PUBLIC_ORIGIN_PLACEHOLDER = '__PUBLIC_ORIGIN__';

/** The default picture shown when a page is shared (1200×630, in public/). */
export const SHARE_IMAGE = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: `${SITE.name} logo`,
} as const;

export const THEME_COLOR = '#0b1f3a';

/** Icons in public/, as listed in the web app manifest. */
export const MANIFEST_ICONS = [
  { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/** Pages search engines may list: the public, prerendered ones that are their own canonical page. */
export const INDEXABLE_PATHS: readonly string[] = PAGE_ROUTES.filter(
  (route) => route.prerender && canonicalPath(route) === route.path,
).map((route) => route.path);

/** Account, sign-in and admin pages: kept out of search engines by `noindex`. */
export const PRIVATE_PATHS: readonly string[] = PAGE_ROUTES.filter((route) => !route.prerender).map(
  (route) => route.path,
);

/**
 * What robots.txt disallows: the account pages, but not the admin area, whose address a public file
 * should not advertise (its `noindex` keeps it out of results).
 */
export const ROBOTS_DISALLOWED_PATHS: readonly string[] = PRIVATE_PATHS.filter((path) => path !== ADMIN_PATH);

// Kept in a module of their own so the browser's entry does not carry the page list computed above.
export { HYDRATED_ATTRIBUTE, PAGE_STATE_ID, SERVER_PREVIEW_ATTRIBUTE } from './page-markers';
