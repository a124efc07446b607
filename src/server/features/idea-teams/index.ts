/** What src/server/app.ts may use from team formation and endorsements on ideas; everything else is internal. */
export { ideaTeamRoutes } from './routes';
export { listJoinRequestsArrivedBetween, listMembers } from './repository';
// The demo seed (src/server/db/seed) builds its content with these.
export { addEndorsement, decideJoinRequest, insertJoinRequest, updateIdeaTeam } from './repository';
// The personal hub counts a person's ideas and the join requests they have to answer.
export { ideasWaitingFor } from './waiting-for';
// The person's download gathers what each part holds (docs/product.md#download-my-data).
export { personalRecordsOf as ideaTeamsPersonalRecords } from './repository';
// Delete my account: each part erases what it holds (docs/product.md#delete-account).
export { erasePersonalRecordsOf as ideaTeamsErasePersonalRecords } from './repository';
