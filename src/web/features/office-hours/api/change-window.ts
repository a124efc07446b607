import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OfficeHoursWindowInput } from '#common/office-hours';
import { apiRequest } from '#web/lib/api-client';
import { officeHoursKeys } from '../query-keys';

/** POST /api/office-hours/windows, or DELETE /api/office-hours/windows/:id with `{ remove: id }` (mentor). */
export function useChangeWindow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: OfficeHoursWindowInput | { remove: number }) =>
      'remove' in change
        ? apiRequest<{ message: string }>(`/api/office-hours/windows/${change.remove}`, { method: 'DELETE' })
        : apiRequest<{ message: string }>('/api/office-hours/windows', {
            method: 'POST',
            body: JSON.stringify(change),
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: officeHoursKeys.mine }),
  });
}
