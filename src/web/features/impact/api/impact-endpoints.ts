import type { LazyEndpoint } from '#web/lib/api-client';
import type { impactEndpoints } from '#common/impact-endpoints';

type Impact = typeof impactEndpoints;

/**
 * Home's carousel and counters ask at its first paint: the declarations (and zod with them) load with the
 * first call, not with home's JavaScript (docs/performance.md#front-end-budgets).
 */
const lazy =
  <K extends keyof Impact>(name: K): LazyEndpoint<Impact[K]> =>
  () =>
    import('#common/impact-endpoints').then((module) => module.impactEndpoints[name]);

export const slidesEndpoint = lazy('slides');
export const metricsEndpoint = lazy('metrics');
export const historyEndpoint = lazy('history');
