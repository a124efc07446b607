import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { JoinRequestState } from '#common/idea-teams-constants';

// Team formation and endorsements on ideas (migration 0028).

export interface IdeaJoinRequestsTable {
  id: Generated<number>;
  idea_id: number;
  requester_id: number;
  message: string;
  /** The skills the requester offers, as they wrote them. */
  skills: string;
  state: Generated<JoinRequestState>;
  created_at: string;
  decided_at: string | null;
}
export type IdeaJoinRequestRow = Selectable<IdeaJoinRequestsTable>;
export type NewIdeaJoinRequestRow = Insertable<IdeaJoinRequestsTable>;
export type IdeaJoinRequestUpdate = Updateable<IdeaJoinRequestsTable>;

export interface IdeaEndorsementsTable {
  idea_id: number;
  user_id: number;
  created_at: string;
}
export type IdeaEndorsementRow = Selectable<IdeaEndorsementsTable>;
export type NewIdeaEndorsementRow = Insertable<IdeaEndorsementsTable>;
export type IdeaEndorsementUpdate = Updateable<IdeaEndorsementsTable>;

export interface IdeaTeamTables {
  idea_join_requests: IdeaJoinRequestsTable;
  idea_endorsements: IdeaEndorsementsTable;
}
