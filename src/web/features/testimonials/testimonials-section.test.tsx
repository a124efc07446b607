import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Testimonial } from '#common/content';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { TestimonialsSection } from './testimonials-section';

startMockServer();

const quotes: Testimonial[] = [1, 2, 3, 4].map((id) => ({
  id,
  quote: `Quote number ${id}`,
  name: `Founder ${id}`,
  role: 'CEO',
  startup: `Startup ${id}`,
}));

describe('TestimonialsSection', () => {
  it('shows the first three quotes in order, each with who said it', async () => {
    server.use(http.get('*/api/testimonials', () => HttpResponse.json({ items: quotes })));
    renderWithProviders(<TestimonialsSection />);
    expect(await screen.findByRole('heading', { name: 'What founders say' })).toBeInTheDocument();
    const figures = screen.getAllByRole('figure');
    expect(figures.map((figure) => figure.textContent)).toEqual([
      '“Quote number 1”Founder 1CEO, Startup 1',
      '“Quote number 2”Founder 2CEO, Startup 2',
      '“Quote number 3”Founder 3CEO, Startup 3',
    ]);
  });
});
