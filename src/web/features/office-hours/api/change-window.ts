import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OfficeHoursWindowInput } from '#common/office-hours';
import { officeHoursEndpoints as endpoints } from '#common/office-hours-endpoints';
import { callApi } from '#web/lib/api-client';
import { officeHoursKeys } from '../query-keys';

/** Adds a window, or removes one with `{ remove: id }` (mentor). */
export function useChangeWindow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: OfficeHoursWindowInput | { remove: number }) =>
      'remove' in change
        ? callApi(endpoints.removeWindow, { params: { id: change.remove } })
        : callApi(endpoints.addWindow, { body: change }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: officeHoursKeys.mine }),
  });
}
