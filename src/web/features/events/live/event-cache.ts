import type { QueryClient } from '@tanstack/react-query';
import type { CentreEvent, EventList } from '#common/events';
import { eventKeys } from '../query-keys';

function byStartDate(a: CentreEvent, b: CentreEvent): number {
  return a.start_date < b.start_date ? -1 : a.start_date > b.start_date ? 1 : a.id - b.id;
}

/** Puts a new or changed event into the cached list, keeping the server's order. */
export function upsertEvent(client: QueryClient, event: CentreEvent, version?: number): void {
  client.setQueryData<EventList>(eventKeys.list, (list) => {
    if (!list) return list;
    const items = list.items.filter((item) => item.id !== event.id);
    items.push(event);
    items.sort(byStartDate);
    return { ...list, items, version: Math.max(list.version, version ?? list.version) };
  });
  client.setQueryData(eventKeys.one(event.id), event);
}

export function removeEvent(client: QueryClient, id: number, version?: number): void {
  client.setQueryData<EventList>(eventKeys.list, (list) =>
    list
      ? {
          ...list,
          items: list.items.filter((item) => item.id !== id),
          version: Math.max(list.version, version ?? list.version),
        }
      : list,
  );
  client.removeQueries({ queryKey: eventKeys.one(id) });
}

/** The feed could not say what changed: read the whole list again. */
export function reloadEvents(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: eventKeys.list, exact: true });
}
