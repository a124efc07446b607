// The public pages `npm run lighthouse` measures and the first-paint budget test checks (docs/performance.md#front-end-budgets).
// Every public page kind: the lists, /metrics with its history charts, and one page each of a news post and a
// startup from the demo content.
export const LIGHTHOUSE_PAGES = [
  '/',
  '/metrics',
  '/events',
  '/internships',
  '/wall-of-ideas',
  '/programs',
  '/partners',
  '/privacy',
  '/news',
  '/news/ledgerloop-raises-seed-round',
  '/startups',
  '/startups/krishi-sense',
  '/mentors',
];
