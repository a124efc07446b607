import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { JoinRequestState } from '#common/idea-teams-constants';
import type { TableOwners } from '../table-owners';

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

/** Who owns each table (docs/architecture.md#database): only the owner's files name it in a query. */
export const ideaTeamTableOwners = {
  idea_join_requests: 'features/idea-teams',
  idea_endorsements: 'features/idea-teams',
} as const satisfies TableOwners<IdeaTeamTables>;
