import { useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client';
import { opportunityKeys } from '../query-keys';

// The post buttons of home's sections ask at their first paint: the declaration loads with the first call.
const permissions = () =>
  import('#common/opportunities-endpoints').then(
    (module) => module.opportunitiesEndpoints.internshipPermissions,
  );

/** Whether the signed-in user may post internships; asked only when someone is signed in. */
export function useInternshipPermissions(enabled: boolean) {
  return useQuery({
    queryKey: opportunityKeys.internshipPermissions,
    queryFn: () => callApi(permissions),
    enabled,
    staleTime: 30_000,
  });
}
