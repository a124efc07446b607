/** What src/server/app.ts may use from team formation and endorsements on ideas; everything else is internal. */
export { ideaTeamRoutes } from './routes';
export { listMembers } from './repository';
