import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { liveConnection } from './live-connection';

/** Keeps the cached event list current while the component is mounted (docs/product.md#live-updates). */
export function useLiveEvents(version: number | undefined): void {
  const client = useQueryClient();
  const latest = useRef(version);
  useEffect(() => {
    latest.current = version;
  });
  const loaded = version !== undefined;
  useEffect(() => {
    const connection = liveConnection();
    if (!loaded || !connection || latest.current === undefined) return;
    connection.acquire(client, latest.current);
    return () => connection.release(client);
  }, [client, loaded]);
}
