import { useMutation, useQueryClient } from '@tanstack/react-query';
import { officeHoursEndpoints as endpoints } from '#common/office-hours-endpoints';
import { callApi } from '#web/lib/api-client';
import { officeHoursKeys } from '../query-keys';

/** Cancels a session (either side). */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: number) => callApi(endpoints.cancel, { params: { id: bookingId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: officeHoursKeys.mine }),
  });
}
