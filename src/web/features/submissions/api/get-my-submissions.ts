import { useQuery } from '@tanstack/react-query';
import type { Submission } from '#common/submissions';
import { apiRequest } from '#web/lib/api-client';
import { submissionKeys } from '../query-keys';

export function useMySubmissions(enabled: boolean) {
  return useQuery({
    queryKey: submissionKeys.mine,
    queryFn: () => apiRequest<{ items: Submission[] }>('/api/my/submissions').then((body) => body.items),
    enabled,
  });
}
