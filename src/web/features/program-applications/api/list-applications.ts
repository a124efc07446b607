import { useQuery } from '@tanstack/react-query';
import type { ApplicationStatus, ProgramApplication } from '#common/program-applications';
import { apiRequest } from '#web/lib/api-client';

export const APPLICATIONS_KEY = ['admin', 'program-applications'] as const;

/** GET /api/program-applications (admin): newest first, filtered by programme and status. */
export function useApplications(filter: { program: string; status: ApplicationStatus | '' }) {
  return useQuery({
    queryKey: [...APPLICATIONS_KEY, filter],
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
