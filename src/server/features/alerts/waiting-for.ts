import type { Executor } from '#server/db/database';
import { listAlertsOf } from './repository';

/** The personal hub's count of a person's saved searches, and how many of them are paused. */
export async function alertsOf(db: Executor, userId: number) {
  const alerts = await listAlertsOf(db, userId);
  return { total: alerts.length, paused: alerts.filter((alert) => Number(alert.paused) === 1).length };
}
