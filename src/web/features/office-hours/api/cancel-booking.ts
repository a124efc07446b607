import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import { officeHoursKeys } from '../query-keys';

/** DELETE /api/office-hours/bookings/:id */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: number) =>
      apiRequest<{ message: string }>(`/api/office-hours/bookings/${bookingId}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: officeHoursKeys.mine }),
  });
}
