// Constants and messages of team formation and endorsements on ideas (docs/product.md#idea-teams,
// docs/product.md#endorsements), without zod: the Wall's cards read only these. `./idea-teams.ts` re-exports them.

/** Where a join request stands; only a pending one can be decided. */
export const JOIN_REQUEST_STATES = ['pending', 'accepted', 'declined'] as const;
export type JoinRequestState = (typeof JOIN_REQUEST_STATES)[number];
export const JOIN_DECISIONS = ['accepted', 'declined'] as const;
export type JoinDecision = (typeof JOIN_DECISIONS)[number];

export const JOIN_REQUEST_STATE_LABELS: Record<JoinRequestState, string> = {
  pending: 'Waiting',
  accepted: 'Accepted',
  declined: 'Declined',
};

export const IDEA_TEAM_LIMITS = { message: 1000, messageMin: 10, skills: 300 } as const;

/** How the Wall of Ideas orders its cards. */
export const IDEA_SORTS = ['newest', 'endorsed'] as const;
export type IdeaSort = (typeof IDEA_SORTS)[number];
export const IDEA_SORT_LABELS: Record<IdeaSort, string> = { newest: 'Newest', endorsed: 'Most endorsed' };

export const IDEA_TEAM_MESSAGES = {
  messageRequired: 'Please write a short message to the idea’s owner',
  messageTooShort: `The message needs at least ${IDEA_TEAM_LIMITS.messageMin} characters`,
  messageTooLong: `The message can be at most ${IDEA_TEAM_LIMITS.message} characters`,
  skillsTooLong: `The skills can be at most ${IDEA_TEAM_LIMITS.skills} characters`,
  ideaNotFound: 'This idea does not exist.',
  ownIdea: 'This is your own idea.',
  teamComplete: 'This idea’s team is complete and takes no more requests.',
  alreadyAsked: 'You have already asked to join this idea.',
  alreadyMember: 'You are already in this idea’s team.',
  asked: 'Your request was sent. The idea’s owner will answer in their posts.',
  requestNotFound: 'This join request does not exist.',
  alreadyDecided: 'This request has already been answered.',
  saved: 'Saved.',
} as const;
