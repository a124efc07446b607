/** The privacy feature's query keys (docs/architecture.md#query-keys). */
export const privacyKeys = {
  /** GET /api/privacy: the notice in force, shared by the page and the admin's editor. */
  notice: ['privacy', 'notice'] as const,
};
