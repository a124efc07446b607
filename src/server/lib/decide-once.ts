import { HttpError } from './http-error';

export interface DecideOnce<Row> {
  /** The conditional write (`… where status = 'pending'`): true when this call made the decision. */
  decide: () => Promise<boolean>;
  /** Reads the row again (inside the same transaction). */
  find: () => Promise<Row | undefined>;
  notFound: string;
  alreadyDecided: string;
}

/**
 * A review decision taken once: the write only changes a pending row, so of two admins deciding at the
 * same time one wins and the other hears 409; a row that does not exist is 404. Returns the row as
 * decided. Run it inside the transaction that also sends the mail and records the admin action.
 */
export async function decideOnce<Row>(step: DecideOnce<Row>): Promise<Row> {
  if (!(await step.decide())) {
    throw (await step.find()) ? new HttpError(409, step.alreadyDecided) : new HttpError(404, step.notFound);
  }
  return (await step.find())!;
}
