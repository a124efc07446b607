import { useQuery } from '@tanstack/react-query';
import { submissionsEndpoints } from '#common/submissions-endpoints';
import { callApi } from '#web/lib/api-client';
import { submissionKeys } from '../query-keys';

export function useMySubmissions(enabled: boolean) {
  return useQuery({
    queryKey: submissionKeys.mine,
    queryFn: () => callApi(submissionsEndpoints.mine).then((body) => body.items),
    enabled,
  });
}
