/** The assignments feature's query keys (docs/architecture.md#query-keys): admin data. */
export const assignmentKeys = {
  overview: (callId: number) => ['admin', 'call-assignments', callId] as const,
  ranking: (callId: number, sort: string) => ['admin', 'call-ranking', callId, sort] as const,
};
