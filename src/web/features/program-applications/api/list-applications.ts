import { useQuery } from '@tanstack/react-query';
import type { ApplicationStatus, ProgramApplication } from '#common/program-applications';
import { apiRequest } from '#web/lib/api-client';
import { applicationKeys } from '../query-keys';

/** GET /api/program-applications (admin): newest first, filtered by programme and status. */
export function useApplications(filter: { program: string; status: ApplicationStatus | '' }) {
  return useQuery({
    queryKey: applicationKeys.list(filter),
    queryFn: () => {
      const query = new URLSearchParams();
      if (filter.program) query.set('program', filter.program);
      if (filter.status) query.set('status', filter.status);
      const search = query.toString();
      return apiRequest<{ items: ProgramApplication[] }>(
        `/api/program-applications${search ? `?${search}` : ''}`,
      ).then((body) => body.items);
    },
  });
}
