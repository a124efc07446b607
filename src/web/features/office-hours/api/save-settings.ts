import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OfficeHoursSettingsInput } from '#common/office-hours';
import { officeHoursEndpoints as endpoints } from '#common/office-hours-endpoints';
import { callApi } from '#web/lib/api-client';
import { officeHoursKeys } from '../query-keys';

/** A mentor's time zone, slot length and limits. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OfficeHoursSettingsInput) => callApi(endpoints.saveSettings, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: officeHoursKeys.mine }),
  });
}
