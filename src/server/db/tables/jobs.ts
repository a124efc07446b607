import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { TableOwners } from '../table-owners';

export type JobStatus = 'pending' | 'running' | 'done' | 'failed' | 'cancelled';

export interface JobsTable {
  id: Generated<number>;
  kind: string;
  unique_key: string;
  payload_json: string;
  status: JobStatus;
  due_at: string;
  attempts: Generated<number>;
  claimed_at: string | null;
  last_error: string | null;
  created_at: string;
  finished_at: string | null;
}
export type JobRow = Selectable<JobsTable>;
export type NewJobRow = Insertable<JobsTable>;
export type JobUpdate = Updateable<JobsTable>;

/** The columns a feature gives when it schedules a job; the queue fills in its status, attempts and times. */
export type JobToSchedule = Pick<JobRow, 'kind' | 'unique_key' | 'payload_json' | 'due_at'>;

export interface JobsTables {
  jobs: JobsTable;
}

/** Who owns each table (docs/architecture.md#database): only the owner's files name it in a query. */
export const jobsTableOwners = {
  jobs: 'modules/jobs',
} as const satisfies TableOwners<JobsTables>;
