/** What src/server/app.ts may use from team formation and endorsements on ideas; everything else is internal. */
export { ideaTeamRoutes } from './routes';
export { listJoinRequestsArrivedBetween, listMembers } from './repository';
