import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Metric } from '#common/content';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { ImpactSection } from './impact-section';

startMockServer();

const METRICS: Metric[] = [
  { key: 'startups', label: 'Startups incubated', value: 42, durationSeconds: 2 },
  { key: 'projects', label: 'Projects', value: 120, durationSeconds: 2 },
];

describe('ImpactSection', () => {
  it('shows each figure as a term and its value', async () => {
    server.use(http.get('*/api/content/metrics', () => HttpResponse.json({ items: METRICS })));
    renderWithProviders(<ImpactSection />, { route: '/' });

    const term = await screen.findByText('Startups incubated');
    expect(term.tagName).toBe('DT');
    expect(Array.from(document.querySelectorAll('#metrics dt')).map((node) => node.textContent)).toEqual([
      'Startups incubated',
      'Projects',
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when the figures could not be loaded, and Try again loads them', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/content/metrics', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'down' }, { status: 503 })
          : HttpResponse.json({ items: METRICS });
      }),
    );
    renderWithProviders(<ImpactSection />, { route: '/' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The figures could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Projects')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('on /metrics, a failure of the pictures leaves the figures shown', async () => {
    server.use(
      http.get('*/api/content/metrics', () => HttpResponse.json({ items: METRICS })),
      http.get('*/api/content/slides', () => HttpResponse.json({ message: 'down' }, { status: 503 })),
    );
    renderWithProviders(<ImpactSection level={1} />, { route: '/metrics' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The pictures could not be loaded.');
    expect(await screen.findByText('Startups incubated')).toBeInTheDocument();
  });
});
