/** What other parts of the web client may use from team formation and endorsements on ideas. */
export { IdeaTeamPanel } from './idea-team-panel';
export { ideaTeamKeys } from './query-keys';
export { MyIdeas } from './my-ideas';
export { MyJoinRequests } from './my-join-requests';
