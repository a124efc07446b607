import type { FaqEntry, Partner } from './content';
import type { NewsPost, NewsSummary } from './news';
import type { PrivacyNotice } from './privacy';
import type { StartupPage } from './startup-details';
import type { Portfolio } from './startups';

/**
 * What the server hands the page renderer when it renders a public page with its data at request time
 * (docs/decisions/030-public-pages-rendered-with-their-data.md): the answers the page would otherwise ask
 * the API for, exactly as the API sends them. Types only: nothing here reaches the browser's bundle.
 */
export interface PageData {
  /** GET /api/startups without filters (the page filters in the browser). */
  portfolio?: Portfolio;
  /** GET /api/startups/:slug */
  startup?: StartupPage;
  /** GET /api/news, its `items`. */
  news?: NewsSummary[];
  /** GET /api/news/:slug */
  newsPost?: NewsPost;
  /** GET /api/partners, its `items`. */
  partners?: Partner[];
  /** GET /api/faq, its `items` (on /programs). */
  faq?: FaqEntry[];
  /** GET /api/privacy */
  privacy?: PrivacyNotice;
}

/** The server-built page's renderer, built by scripts/build.ts from src/web/entry-prerender.tsx. */
export interface PageRenderer {
  /**
   * The route's HTML with `data` already in the query cache, and that cache as JSON for the browser to
   * start from (TanStack Query's dehydrated state), so the page hydrates with the same content.
   */
  renderWithData(url: string, data: PageData): Promise<{ html: string; state: unknown }>;
}
