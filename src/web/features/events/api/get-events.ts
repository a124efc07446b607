import { useQuery } from '@tanstack/react-query';
import type { EventList } from '#common/events';
import { callApi } from '#web/lib/api-client';
import { useLiveEvents } from '../live/use-live-events';
import { eventKeys } from '../query-keys';

// The home page's events strip calls the list at its first paint: the declarations load with the first call.
const eventEndpoints = () => import('#common/event-endpoints').then((module) => module.eventEndpoints);
const list = () => eventEndpoints().then((endpoints) => endpoints.list);
const one = () => eventEndpoints().then((endpoints) => endpoints.one);

export function fetchEvents(): Promise<EventList> {
  return callApi(list);
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
    queryFn: () => callApi(one, { params: { id } }),
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
