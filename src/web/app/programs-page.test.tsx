import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { PROGRAMS } from '#web/test-support/fixtures';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { ProgramsPage } from './programs-page';

startMockServer();
beforeEach(() => {
  server.use(
    http.get('*/api/testimonials', () => HttpResponse.json({ items: [] })),
    http.get('*/api/faq', () => HttpResponse.json({ items: [] })),
  );
});

describe('ProgramsPage', () => {
  it('shows one card per program with its title, duration and features from the API', async () => {
    server.use(http.get('*/api/content/programs', () => HttpResponse.json({ items: PROGRAMS })));
    renderWithProviders(<ProgramsPage />, { route: '/programs' });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Find the program that fits your stage' }),
    ).toBeInTheDocument();

    const titles = await screen.findAllByRole('heading', { level: 2 });
    expect(titles.map((title) => title.textContent)).toEqual([
      'Incubation Program',
      'Acceleration Program',
      'Mentorship Program',
    ]);

    for (const [index, program] of PROGRAMS.entries()) {
      const card = titles[index]!.closest('li')!;
      expect(within(card).getByText(program.duration)).toBeInTheDocument();
      expect(within(card).getByText(program.summary)).toBeInTheDocument();
      const features = within(within(card).getByRole('list')).getAllByRole('listitem');
      expect(features.map((feature) => feature.textContent)).toEqual(program.features);
    }

    // docs/product.md#programmes: incubation runs 12 months, acceleration 6.
    expect(within(titles[0]!.closest('li')!).getByText('12 months')).toBeInTheDocument();
    expect(within(titles[1]!.closest('li')!).getByText('6 months')).toBeInTheDocument();
    expect(document.title).toBe('Programs | Innovation & Incubation Centre');
  });

  it('renders whatever the API sends rather than built-in text', async () => {
    const renamed = PROGRAMS.map((program) => ({
      ...program,
      title: `${program.title} 2030`,
      duration: `${program.id * 2} weeks`,
      features: [`Only feature of ${program.slug}`],
    }));
    server.use(http.get('*/api/content/programs', () => HttpResponse.json({ items: renamed })));
    renderWithProviders(<ProgramsPage />, { route: '/programs' });

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Incubation Program 2030' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 weeks')).toBeInTheDocument();
    expect(screen.getByText('Only feature of mentorship')).toBeInTheDocument();
    expect(screen.queryByText('Dedicated workspace')).not.toBeInTheDocument();
  });

  it('offers "Try again" when the programs cannot be loaded', async () => {
    server.use(
      http.get('*/api/content/programs', () => HttpResponse.json({ message: 'down' }, { status: 503 })),
    );
    renderWithProviders(<ProgramsPage />, { route: '/programs' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The programs could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
