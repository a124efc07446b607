import { useQuery } from '@tanstack/react-query';
import type { MyProgramApplication } from '#common/program-applications';
import { apiRequest } from '#web/lib/api-client';
import { applicationKeys } from '../query-keys';

/** GET /api/my/program-applications: the signed-in user's applications, newest first. */
export function useMyApplications({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: applicationKeys.mine,
    queryFn: () =>
      apiRequest<{ items: MyProgramApplication[] }>('/api/my/program-applications').then(
        (body) => body.items,
      ),
    enabled,
  });
}
