import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { FaqEntry } from '#common/content';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { FaqSection } from './faq-section';

startMockServer();

const ENTRIES: FaqEntry[] = [
  { id: 3, category: 'funding', question: 'Does the centre take equity?', answer: 'A small stake.' },
  { id: 1, category: 'applying', question: 'Who can apply?', answer: 'Students and <b>founders</b>.' },
  { id: 2, category: 'applying', question: 'When are calls open?', answer: 'Twice a year.' },
];

describe('FaqSection', () => {
  it('groups questions by category in the categories’ order, each answer behind a disclosure', async () => {
    server.use(http.get('*/api/faq', () => HttpResponse.json({ items: ENTRIES })));
    renderWithProviders(<FaqSection />, { route: '/programs' });

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Questions founders ask' }),
    ).toBeInTheDocument();
    const categories = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(categories).toEqual(['Applying', 'Funding and equity']);
    const applying = screen.getByRole('heading', { level: 3, name: 'Applying' })
      .nextElementSibling as HTMLElement;
    expect(
      within(applying)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('summary')?.textContent),
    ).toEqual(['Who can apply?', 'When are calls open?']);

    // Answers are text: markup typed by the admin is shown, never made into elements.
    const answer = screen.getByText('Students and <b>founders</b>.');
    expect(answer).not.toBeVisible();
    await userEvent.click(screen.getByText('Who can apply?'));
    expect(answer).toBeVisible();
    expect(document.querySelector('section#faq b')).toBeNull();
  });

  it('describes the questions as a schema.org FAQPage that no answer can break out of', async () => {
    const hostile = {
      id: 9,
      category: 'community' as const,
      question: 'Q?',
      answer: '</script><script>alert(1)</script>',
    };
    server.use(http.get('*/api/faq', () => HttpResponse.json({ items: [...ENTRIES, hostile] })));
    renderWithProviders(<FaqSection />, { route: '/programs' });
    await screen.findByRole('heading', { level: 2, name: 'Questions founders ask' });

    const blocks = document.querySelectorAll('script');
    expect(blocks).toHaveLength(1);
    expect(blocks[0]!.type).toBe('application/ld+json');
    expect(blocks[0]!.innerHTML).not.toContain('</script');
    const data = JSON.parse(blocks[0]!.textContent!) as {
      '@type': string;
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity.map((entry) => entry.name)).toEqual(
      ENTRIES.map((entry) => entry.question).concat('Q?'),
    );
    expect(data.mainEntity.at(-1)!.acceptedAnswer.text).toBe(hostile.answer);
  });

  it('shows nothing while there are no questions, and a retry when they cannot be loaded', async () => {
    server.use(http.get('*/api/faq', () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    renderWithProviders(<FaqSection />, { route: '/programs' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The questions could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
