import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OfficeHoursSettingsInput } from '#common/office-hours';
import { apiRequest } from '#web/lib/api-client';
import { officeHoursKeys } from '../query-keys';

/** PUT /api/office-hours/settings (mentor) */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OfficeHoursSettingsInput) =>
      apiRequest<{ message: string }>('/api/office-hours/settings', {
        method: 'PUT',
        body: JSON.stringify(input),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: officeHoursKeys.mine }),
  });
}
