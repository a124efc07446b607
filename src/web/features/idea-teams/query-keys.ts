/** TanStack Query keys of team formation and endorsements on ideas (the signed-in user's, so they start with 'my'). */
export const ideaTeamKeys = {
  marks: ['my', 'idea-marks'] as const,
  ideas: ['my', 'ideas'] as const,
  requests: ['my', 'join-requests'] as const,
};
