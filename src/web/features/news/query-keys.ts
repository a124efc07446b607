/** The news feature's query keys (docs/architecture.md#query-keys). */
export const newsKeys = {
  all: ['news'] as const,
  /** GET /api/news: the published posts. */
  list: ['news', 'list'] as const,
  /** GET /api/news/:slug */
  post: (slug: string) => ['news', 'post', slug] as const,
  /** GET /api/admin/news: every post, drafts included. */
  admin: ['news', 'admin'] as const,
};
