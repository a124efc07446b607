import { useState } from 'react';
import { useDebouncedValue } from '#web/lib/use-debounced-value';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Search text as typed, the settled text the list asks for, and a page that starts over whenever the
 * settled search or a filter changes (without an extra request for the old page).
 */
export function useListSearch(filterKey = '') {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const key = `${q}\u0000${filterKey}`;
  const [paging, setPaging] = useState({ key, page: 1 });
  const page = paging.key === key ? paging.page : 1;
  return { text, setText, q, page, setPage: (next: number) => setPaging({ key, page: next }) };
}
