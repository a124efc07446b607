import { MY_DATA } from '#web/lib/query-roots';

/** The personal hub's query (docs/architecture.md#query-keys): the signed-in person's own data. */
export const hubKeys = {
  mine: [...MY_DATA, 'hub'] as const,
};
