/** The assignments feature's query keys (docs/architecture.md#query-keys): admin data. */
export const assignmentKeys = {
  overview: (callId: number) => ['admin', 'call-assignments', callId] as const,
  /** Both rankings of a call (by score and by applicant). */
  rankings: (callId: number) => ['admin', 'call-ranking', callId] as const,
  ranking: (callId: number, sort: string) => ['admin', 'call-ranking', callId, sort] as const,
};
