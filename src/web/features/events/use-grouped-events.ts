import { useEffect, useMemo, useState } from 'react';
import { groupEvents } from '#common/event-grouping';
import { useEvents } from './api/get-events';

/** The clock, re-read every minute, so an event moves to Past when it ends without a reload. */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** Events grouped in the centre's time zone, which the server names with the list. */
export function useGroupedEvents() {
  const query = useEvents();
  const now = useNow();
  const grouped = useMemo(
    () => (query.data ? groupEvents(query.data.items, now, query.data.timezone) : null),
    [query.data, now],
  );
  return { query, grouped };
}
