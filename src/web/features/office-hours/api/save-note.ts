import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingView, SessionNoteInput } from '#common/office-hours';
import { apiRequest } from '#web/lib/api-client';
import { officeHoursKeys } from '../query-keys';

/** PUT /api/office-hours/bookings/:id/note */
export function useSaveNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, input }: { bookingId: number; input: SessionNoteInput }) =>
      apiRequest<{ message: string; booking: BookingView }>(`/api/office-hours/bookings/${bookingId}/note`, {
        method: 'PUT',
        body: JSON.stringify(input),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: officeHoursKeys.mine }),
  });
}
