import { useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/**
 * The state of a paged list searched on the server: what is typed, the settled (debounced, trimmed) text
 * the query uses, and the page, which goes back to 1 whenever the search changes.
 */
export function usePagedSearch() {
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const settled = useDebouncedValue(search.trim());
  const setSearch = (text: string) => {
    setSearchText(text);
    setPage(1);
  };
  return { search, setSearch, settled, page, setPage };
}
