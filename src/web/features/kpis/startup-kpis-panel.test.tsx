import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { StartupKpis } from '#common/kpis';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { StartupKpisPanel } from './startup-kpis-panel';

startMockServer();

const KPIS: StartupKpis = {
  startupId: 7,
  startupName: 'Krishi Sense',
  frequency: 'monthly',
  metrics: [
    { id: 11, name: 'Revenue', unit: '', kind: 'money' },
    { id: 12, name: 'Users', unit: 'users', kind: 'count' },
  ],
  periods: ['2026-11', '2026-10', '2026-09'],
  duePeriod: '2026-10',
  dueReported: false,
  canReport: true,
  reports: [{ period: '2026-09', values: { '11': 150000, '12': 40 }, updatedAt: '2026-10-02T10:00:00.000Z' }],
};

describe('StartupKpisPanel', () => {
  it('reminds the team of the period due, checks the figures and sends them', async () => {
    let sent: unknown;
    server.use(
      http.get('*/api/startups/7/kpis', () => HttpResponse.json(KPIS)),
      http.post('*/api/startups/7/kpi-reports', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'Figures for October 2026 saved.', period: '2026-10' });
      }),
    );
    renderWithProviders(<StartupKpisPanel startupId={7} />);
    expect(await screen.findByText('Your figures for October 2026 are due.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('2026-10');
    const history = screen.getByRole('region', { name: 'Figures reported by Krishi Sense' });
    expect(within(history).getByRole('row', { name: /September 2026/ })).toHaveTextContent('₹1,50,000');

    await userEvent.type(screen.getByRole('textbox', { name: 'Users' }), '12.555');
    await userEvent.click(screen.getByRole('button', { name: 'Save figures' }));
    expect(await screen.findByText('Please enter this figure (0 if there is none).')).toBeInTheDocument();
    expect(screen.getByText('Please enter a number with at most two decimals')).toBeInTheDocument();
    expect(sent).toBeUndefined();

    await userEvent.type(screen.getByRole('textbox', { name: /Revenue/ }), '2,10,000');
    await userEvent.clear(screen.getByRole('textbox', { name: /Users/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Users/ }), '55');
    await userEvent.click(screen.getByRole('button', { name: 'Save figures' }));
    expect(await screen.findByText('Figures for October 2026 saved.')).toBeInTheDocument();
    expect(sent).toEqual({
      period: '2026-10',
      values: [
        { metricId: 11, value: 210000 },
        { metricId: 12, value: 55 },
      ],
    });
  });

  it('fills in a period already reported, and shows the server’s message under its field', async () => {
    server.use(
      http.get('*/api/startups/7/kpis', () => HttpResponse.json(KPIS)),
      http.post('*/api/startups/7/kpi-reports', () =>
        HttpResponse.json(
          {
            message: 'Please enter a whole number, 0 or more',
            fieldErrors: { 'values.1.value': 'Please enter a whole number, 0 or more' },
          },
          { status: 400 },
        ),
      ),
    );
    renderWithProviders(<StartupKpisPanel startupId={7} />);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Period' }), '2026-09');
    expect(screen.getByRole('textbox', { name: /Revenue/ })).toHaveValue('150000');
    expect(screen.getByText('Already reported: saving replaces these figures.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save figures' }));
    const users = screen.getByRole('textbox', { name: /Users/ });
    expect(await screen.findAllByText('Please enter a whole number, 0 or more')).not.toHaveLength(0);
    expect(users).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when the centre asks for nothing yet', async () => {
    server.use(
      http.get('*/api/startups/7/kpis', () => HttpResponse.json({ ...KPIS, metrics: [], reports: [] })),
    );
    renderWithProviders(<StartupKpisPanel startupId={7} />);
    expect(
      await screen.findByText('The centre has not chosen the figures to report yet.'),
    ).toBeInTheDocument();
  });
});
