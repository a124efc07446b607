import { useQuery } from '@tanstack/react-query';
import type { OpenCallList } from '#common/calls';
import { apiRequest } from '#web/lib/api-client';
import { callKeys } from '../query-keys';

/** GET /api/calls/open: the calls anyone may apply to now, with the centre's time zone. */
export function useOpenCalls() {
  return useQuery({
    queryKey: callKeys.open,
    queryFn: () => apiRequest<OpenCallList>('/api/calls/open'),
  });
}
