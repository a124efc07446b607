import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test-support/render';
import { Footer } from './footer';

const linksOf = (navName: string) =>
  within(screen.getByRole('navigation', { name: navName }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('Footer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists the quick links Home, About, Events, Wall of Ideas, the portfolio and Contact', () => {
    renderWithProviders(<Footer />);
    expect(linksOf('Quick links')).toEqual([
      ['Home', '/#home'],
      ['About', '/#about'],
      ['Events', '/#events'],
      ['Wall of Ideas', '/#wall-of-ideas'],
      ['Startups', '/startups'],
      ['Contact', '/#contact'],
    ]);
  });

  it('lists the resources: home sections, then the programmes, FAQ, partners, news and privacy pages', () => {
    renderWithProviders(<Footer />);
    expect(linksOf('Resources')).toEqual([
      ['Internships', '/#internships'],
      ['Projects', '/#projects'],
      ['Mentors', '/#mentors'],
      ['Programs', '/programs'],
      ['FAQ', '/programs#faq'],
      ['Partners', '/partners'],
      ['News', '/news'],
      ['Privacy', '/privacy'],
    ]);
  });

  it("gives the centre's address and its email as a mailto link", () => {
    renderWithProviders(<Footer />);
    const contact = screen.getByRole('contentinfo').querySelector('address')!;
    expect(contact).toHaveTextContent('Academic Block C, Institute of Technology Campus, Pune');
    expect(within(contact).getByRole('link', { name: 'incubation@iic.example.edu' })).toHaveAttribute(
      'href',
      'mailto:incubation@iic.example.edu',
    );
  });

  it('shows the current year in the copyright, not a fixed one', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-15T12:00:00Z'));
    renderWithProviders(<Footer />);
    expect(screen.getByText(/©/)).toHaveTextContent(
      /^© 2031 Innovation & Incubation Centre, Institute of Technology\. All rights reserved\.$/,
    );
  });

  it('shows this year in the copyright with the real clock', () => {
    renderWithProviders(<Footer />);
    expect(screen.getByText(/©/)).toHaveTextContent(`© ${new Date().getFullYear()} `);
  });
});
