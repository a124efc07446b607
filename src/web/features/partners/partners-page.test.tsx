import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Partner } from '#common/content';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import PartnersPage from './partners-page';
import { PartnersStrip } from './partners-strip';

startMockServer();

const logo = { src: '/media/a/240.webp', srcSet: '/media/a/240.webp 240w', width: 240, height: 100 };
const PARTNERS: Partner[] = [
  { id: 1, name: 'Kaveri Seed Fund', kind: 'investor', url: 'https://kaveri.example.org', logo },
  { id: 2, name: 'Anvil Robotics', kind: 'industry', url: 'https://anvil.example.com', logo: null },
  { id: 3, name: 'Deccan Angels', kind: 'investor', url: 'https://deccan.example.org', logo },
];

describe('PartnersPage', () => {
  it('groups partners by kind, each with its logo and a link to its website', async () => {
    server.use(http.get('*/api/partners', () => HttpResponse.json({ items: PARTNERS })));
    renderWithProviders(<PartnersPage />, { route: '/partners' });

    expect(screen.getByRole('heading', { level: 1, name: 'Partners and investors' })).toBeInTheDocument();
    const investors = await screen.findByRole('region', { name: 'Investors' });
    expect(
      within(investors)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Kaveri Seed Fund', 'Deccan Angels']);
    const industry = screen.getByRole('region', { name: 'Industry partners' });
    expect(within(industry).getByRole('link', { name: /Visit website of Anvil Robotics/ })).toHaveAttribute(
      'href',
      'https://anvil.example.com',
    );
    expect(screen.queryByRole('region', { name: 'Academic partners' })).not.toBeInTheDocument();
    expect(document.title).toBe('Partners and investors | Innovation & Incubation Centre');
  });

  it('says when there are no partners yet, and offers a retry when they cannot be loaded', async () => {
    server.use(http.get('*/api/partners', () => HttpResponse.json({ items: [] })));
    const { unmount } = renderWithProviders(<PartnersPage />, { route: '/partners' });
    expect(await screen.findByText('Partners coming soon')).toBeInTheDocument();
    unmount();

    server.use(http.get('*/api/partners', () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    renderWithProviders(<PartnersPage />, { route: '/partners' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The partners could not be loaded.');
  });
});

describe('PartnersStrip (home)', () => {
  it('shows the logos named by their partners and links to the partners page', async () => {
    server.use(http.get('*/api/partners', () => HttpResponse.json({ items: PARTNERS })));
    renderWithProviders(<PartnersStrip />);
    expect(await screen.findByRole('img', { name: 'Kaveri Seed Fund' })).toBeInTheDocument();
    // Without a logo the name stands in.
    expect(screen.getByText('Anvil Robotics')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all 3 partners' })).toHaveAttribute('href', '/partners');
  });

  it('takes no room while there are no partners', async () => {
    let answered = false;
    server.use(
      http.get('*/api/partners', () => {
        answered = true;
        return HttpResponse.json({ items: [] });
      }),
    );
    const { container } = renderWithProviders(<PartnersStrip />);
    await expect.poll(() => answered).toBe(true);
    expect(container).toBeEmptyDOMElement();
  });
});
