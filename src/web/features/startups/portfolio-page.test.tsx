import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Portfolio, StartupSummary } from '#common/startups';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import PortfolioPage from './portfolio-page';

startMockServer();

const base: Omit<StartupSummary, 'slug' | 'name' | 'sector' | 'stage' | 'cohort'> = {
  logo: null,
  pitch: 'A one-line pitch.',
  website: '',
  foundedYear: 2024,
  status: 'active',
  fundingRaised: null,
  jobs: null,
};
const PORTFOLIO: Portfolio = {
  items: [
    {
      ...base,
      slug: 'krishi-sense',
      name: 'Krishi Sense',
      sector: 'Agriculture',
      stage: 'Prototype',
      cohort: 'Spring 2030',
    },
    {
      ...base,
      slug: 'old-mill-robotics',
      name: 'Old Mill Robotics',
      sector: 'Deep tech and hardware',
      stage: 'Growth',
      cohort: 'Batch 2018',
      status: 'acquired',
      fundingRaised: 45_000_000,
      jobs: 38,
    },
  ],
  filters: {
    sectors: ['Agriculture', 'Deep tech and hardware'],
    stages: ['Growth', 'Prototype'],
    cohorts: ['Batch 2018', 'Spring 2030'],
  },
};

describe('PortfolioPage', () => {
  it('lists the published startups with their facts and filters them from the address', async () => {
    server.use(http.get('*/api/startups', () => HttpResponse.json(PORTFOLIO)));
    renderWithProviders(<PortfolioPage />, { route: '/startups?cohort=Batch%202018' });

    expect(screen.getByRole('heading', { level: 1, name: 'Startups we have backed' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Old Mill Robotics' });
    expect(link).toHaveAttribute('href', '/startups/old-mill-robotics');
    expect(screen.queryByRole('link', { name: 'Krishi Sense' })).not.toBeInTheDocument();
    const facts = within(link.closest('li')!).getByRole('list', { name: 'Facts' });
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Deep tech and hardware', 'Growth', 'Acquired', 'Batch 2018', '₹4.5 crore raised', '38 jobs']);
    expect(screen.getByRole('combobox', { name: 'Cohort' })).toHaveValue('Batch 2018');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Cohort' }), '');
    expect(await screen.findByRole('link', { name: 'Krishi Sense' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sector' }), 'Agriculture');
    expect(screen.queryByRole('link', { name: 'Old Mill Robotics' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 startup');
  });

  it('says when nothing matches or nothing is published, and offers a retry when loading fails', async () => {
    server.use(http.get('*/api/startups', () => HttpResponse.json(PORTFOLIO)));
    const first = renderWithProviders(<PortfolioPage />, { route: '/startups?sector=Health' });
    expect(await screen.findByText(/No startup matches these filters/)).toBeInTheDocument();
    first.unmount();

    server.use(
      http.get('*/api/startups', () =>
        HttpResponse.json({ items: [], filters: { sectors: [], stages: [], cohorts: [] } }),
      ),
    );
    const second = renderWithProviders(<PortfolioPage />, { route: '/startups' });
    expect(await screen.findByText(/Profiles appear here once/)).toBeInTheDocument();
    second.unmount();

    server.use(http.get('*/api/startups', () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    renderWithProviders(<PortfolioPage />, { route: '/startups' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The startups could not be loaded.');
  });
});
