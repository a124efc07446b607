import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingInput, BookingView } from '#common/office-hours';
import { apiRequest } from '#web/lib/api-client';
import { officeHoursKeys } from '../query-keys';

/** POST /api/office-hours/slots/:id/booking */
export function useBookSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slotId, input }: { slotId: number; input: BookingInput }) =>
      apiRequest<{ message: string; booking: BookingView }>(`/api/office-hours/slots/${slotId}/booking`, {
        method: 'POST',
        body: JSON.stringify(input),
      }),
    // Taken or not, the lists are stale now: a refused slot was probably just booked by someone else.
    onSettled: () => queryClient.invalidateQueries({ queryKey: officeHoursKeys.mine }),
  });
}
