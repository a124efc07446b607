import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CohortKpis } from '#common/kpis';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { CohortKpisAdmin } from './cohort-kpis-admin';

startMockServer();

const KPIS: CohortKpis = {
  cohortId: 3,
  cohortName: 'Spring 2026',
  frequency: 'monthly',
  metrics: [
    { id: 11, name: 'Revenue', unit: '', kind: 'money' },
    { id: 12, name: 'Users', unit: 'users', kind: 'count' },
  ],
  period: '2026-10',
  startups: [
    {
      id: 1,
      name: 'Krishi Sense',
      reports: [
        { period: '2026-09', values: { '11': 100000, '12': 30 }, updatedAt: '2026-10-01T00:00:00.000Z' },
        { period: '2026-10', values: { '11': 150000, '12': 45 }, updatedAt: '2026-11-01T00:00:00.000Z' },
      ],
    },
    { id: 2, name: 'Old Mill Robotics', reports: [] },
  ],
};

describe('CohortKpisAdmin', () => {
  it('shows the period’s table with who has not reported, the charts and the CSV link', async () => {
    server.use(http.get('*/api/admin/cohorts/3/kpis', () => HttpResponse.json(KPIS)));
    renderWithProviders(<CohortKpisAdmin cohortId={3} />);
    const table = await screen.findByRole('region', { name: 'Table of the figures for October 2026' });
    expect(within(table).getByRole('row', { name: /Krishi Sense/ })).toHaveTextContent('₹1,50,000');
    expect(within(table).getByRole('row', { name: /Krishi Sense/ })).toHaveTextContent('45 users');
    expect(within(table).getByRole('row', { name: /Old Mill Robotics/ })).toHaveTextContent('Not reported');
    expect(
      screen.getByText(/1 of 2 startups have not reported October 2026: Old Mill Robotics/),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: 'Krishi Sense, Revenue: ₹1,00,000 in September 2026, ₹1,50,000 in October 2026',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Old Mill Robotics has not reported yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download CSV/ })).toHaveAttribute(
      'href',
      '/api/admin/cohorts/3/kpis.csv',
    );
  });

  it('saves the plan, asking before it removes a figure with its reports', async () => {
    let sent: unknown;
    server.use(
      http.get('*/api/admin/cohorts/3/kpis', () => HttpResponse.json(KPIS)),
      http.put('*/api/admin/cohorts/3/kpis', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'KPI settings saved.' });
      }),
    );
    renderWithProviders(<CohortKpisAdmin cohortId={3} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove figure 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a figure' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save KPI settings' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Figure 2: name/ }), 'Team size');
    await userEvent.type(screen.getAllByRole('textbox', { name: 'Unit' })[1]!, 'people');
    await userEvent.click(screen.getByRole('button', { name: 'Save KPI settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove figures and their reports?' });
    expect(dialog).toHaveTextContent('Users');
    expect(sent).toBeUndefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove and save' }));
    expect(await screen.findByText('KPI settings saved.')).toBeInTheDocument();
    expect(sent).toEqual({
      frequency: 'monthly',
      metrics: [
        { id: 11, name: 'Revenue', unit: '', kind: 'money' },
        { id: null, name: 'Team size', unit: 'people', kind: 'count' },
      ],
    });
  });
});
