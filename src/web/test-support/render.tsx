import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, type InitialEntry } from 'react-router-dom';
import { Elsewhere } from './location-probe';

/**
 * Renders a component inside the app's providers, with a fresh query cache and no retries; `client` is that
 * cache, for a test that asserts what was (not) asked.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', ...options }: RenderOptions & { route?: InitialEntry } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rendered = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
    options,
  );
  return { ...rendered, client };
}

/**
 * Renders `page` at `path`; any other address shows `Elsewhere` (where the page sent the reader, and with
 * what state).
 */
export function renderPageAt(path: string, page: ReactElement) {
  return renderWithProviders(
    <Routes>
      <Route path={path} element={page} />
      <Route path="*" element={<Elsewhere />} />
    </Routes>,
    { route: path },
  );
}
