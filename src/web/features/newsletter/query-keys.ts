/** The newsletter feature's query keys (docs/architecture.md#query-keys). */
export const newsletterKeys = {
  subscribers: (search: string, page: number) =>
    ['admin', 'newsletter', 'subscribers', search, page] as const,
  campaigns: ['admin', 'newsletter', 'campaigns'] as const,
  recipients: (topics: string) => ['admin', 'newsletter', 'recipients', topics] as const,
  oneClick: (token: string) => ['newsletter', 'one-click', token] as const,
  confirmLink: (token: string) => ['newsletter', 'confirm-link', token] as const,
};
