import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionNoteInput } from '#common/office-hours';
import { officeHoursEndpoints as endpoints } from '#common/office-hours-endpoints';
import { callApi } from '#web/lib/api-client';
import { officeHoursKeys } from '../query-keys';

/** One's own note on a held session (and the founder's rating). */
export function useSaveNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, input }: { bookingId: number; input: SessionNoteInput }) =>
      callApi(endpoints.saveNote, { params: { id: bookingId }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: officeHoursKeys.mine }),
  });
}
