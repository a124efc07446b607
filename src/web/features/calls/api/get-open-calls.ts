import { useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client';
import { callKeys } from '../query-keys';

// Home's first paint asks for the open calls: the declaration (and zod with it) comes with the first call
// (docs/performance.md#front-end-budgets).
const open = () => import('#common/call-endpoints').then((module) => module.callEndpoints.open);

/** GET /api/calls/open: the calls anyone may apply to now, with the centre's time zone. */
export function useOpenCalls() {
  return useQuery({ queryKey: callKeys.open, queryFn: () => callApi(open) });
}
