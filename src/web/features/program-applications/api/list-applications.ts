import { useQuery } from '@tanstack/react-query';
import { programApplicationEndpoints } from '#common/program-application-endpoints';
import type { ApplicationStatus } from '#common/program-applications';
import { callApi } from '#web/lib/api-client';
import { applicationKeys } from '../query-keys';

/** GET /api/program-applications (admin): newest first, filtered by programme and status. */
export function useApplications(filter: { program: string; status: ApplicationStatus | '' }) {
  return useQuery({
    queryKey: applicationKeys.list(filter),
    queryFn: () =>
      callApi(programApplicationEndpoints.list, {
        query: { program: filter.program || undefined, status: filter.status || undefined },
      }).then((body) => body.items),
  });
}
