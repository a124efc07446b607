import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingInput } from '#common/office-hours';
import { officeHoursEndpoints as endpoints } from '#common/office-hours-endpoints';
import { callApi } from '#web/lib/api-client';
import { officeHoursKeys } from '../query-keys';

/** Books a slot with a topic. */
export function useBookSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slotId, input }: { slotId: number; input: BookingInput }) =>
      callApi(endpoints.book, { params: { id: slotId }, body: input }),
    // Taken or not, the lists are stale now: a refused slot was probably just booked by someone else.
    onSettled: () => queryClient.invalidateQueries({ queryKey: officeHoursKeys.mine }),
  });
}
