// Schema-free words and limits of news posts (docs/product.md#news).

export const NEWS_STATUSES = ['draft', 'published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];
export const NEWS_STATUS_LABELS: Record<NewsStatus, string> = { draft: 'Draft', published: 'Published' };

export const NEWS_LIMITS = { title: 140, slug: 80, summary: 300, body: 20_000 } as const;

/** A post's address: lowercase words joined by hyphens. */
export const NEWS_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const newsPagePath = (slug: string) => `/news/${slug}`;

/** "12 March 2026" for a YYYY-MM-DD date (a calendar date: no zone). */
export function formatNewsDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
