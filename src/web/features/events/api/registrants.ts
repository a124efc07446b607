import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointUrl } from '#common/api-contract';
import { eventRegistrationEndpoints as endpoints } from '#common/event-registration-endpoints';
import type { AddRegistrantBody, EventMessageBody } from '#common/event-registrations';
import { callApi } from '#web/lib/api-client';

/** The admin's registrant lists (docs/architecture.md#query-keys). */
export const registrantKeys = { list: (eventId: number) => ['admin', 'event-registrants', eventId] as const };

/** Everyone registered for one event; `refreshMs` keeps counts current while others check people in. */
export function useRegistrants(eventId: number, refreshMs?: number) {
  return useQuery({
    queryKey: registrantKeys.list(eventId),
    queryFn: () => callApi(endpoints.registrants, { params: { id: eventId } }),
    ...(refreshMs ? { refetchInterval: refreshMs } : {}),
  });
}

/** The registrations of one event as a CSV download. */
export function registrantsCsvUrl(eventId: number): string {
  return endpointUrl(endpoints.registrantsCsv, { params: { id: eventId } });
}

/** An admin adds a person by their account's email. */
export function useAddRegistrant(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddRegistrantBody) =>
      callApi(endpoints.addRegistrant, { params: { id: eventId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: registrantKeys.list(eventId) }),
  });
}

/** An admin removes a person's place. */
export function useRemoveRegistrant(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (registrationId: number) =>
      callApi(endpoints.removeRegistrant, { params: { id: eventId, registrationId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: registrantKeys.list(eventId) }),
  });
}

/** A message to one group, through the outbox. */
export function useSendEventMessage(eventId: number) {
  return useMutation({
    mutationFn: (body: EventMessageBody) => callApi(endpoints.message, { params: { id: eventId }, body }),
  });
}

/** Checks a person in by the code on their registration. */
export function useCheckIn(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callApi(endpoints.checkIn, { params: { id: eventId }, body: { code } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: registrantKeys.list(eventId) }),
  });
}
