import { useQuery } from '@tanstack/react-query';
import type { CentreEvent, EventList } from '#common/events';
import { apiRequest } from '#web/lib/api-client';
import { useLiveEvents } from '../live/use-live-events';
import { eventKeys } from '../query-keys';

export function fetchEvents(): Promise<EventList> {
  return apiRequest<EventList>('/api/events');
}

/** Every event by start date, kept current by the live feed while the page is open. */
export function useEvents() {
  const query = useQuery({ queryKey: eventKeys.list, queryFn: fetchEvents });
  useLiveEvents(query.data?.version);
  return query;
}

/** One event, from the list when it is already loaded. */
export function useEvent(id: number) {
  const list = useEvents();
  const fromList = list.data?.items.find((event) => event.id === id);
  const single = useQuery({
    queryKey: eventKeys.one(id),
    queryFn: () => apiRequest<CentreEvent>(`/api/events/${id}`),
    enabled: Boolean(list.data) && !fromList,
    retry: false,
  });
  return {
    event: fromList ?? (list.data && !fromList ? single.data : undefined),
    timezone: list.data?.timezone,
    isPending: list.isPending || (!fromList && single.isPending && single.fetchStatus !== 'idle'),
    isError: list.isError,
    notFound: Boolean(list.data) && !fromList && single.isError,
    refetch: () => void list.refetch(),
  };
}
