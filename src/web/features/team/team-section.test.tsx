import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEAM } from '#web/test-support/fixtures';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { TeamSection } from './team-section';

startMockServer();

const founders = TEAM.filter((member) => member.group === 'founders');
const core = TEAM.filter((member) => member.group === 'core');

/** The list of cards under a group heading. */
function groupList(heading: HTMLElement) {
  const list = heading.nextElementSibling;
  if (!(list instanceof HTMLUListElement)) throw new Error(`no list after "${heading.textContent}"`);
  return list;
}

describe('TeamSection', () => {
  beforeEach(() => {
    server.use(http.get('*/api/content/team', () => HttpResponse.json({ items: TEAM })));
  });

  it('puts 3 founders, each with a "Founder" badge, and 5 core members without one', async () => {
    renderWithProviders(<TeamSection level={1} />);

    const foundersList = groupList(await screen.findByRole('heading', { name: 'Founders' }));
    const coreList = groupList(screen.getByRole('heading', { name: 'Core Team' }));

    const founderCards = within(foundersList).getAllByRole('listitem');
    expect(founderCards).toHaveLength(3);
    founderCards.forEach((card, index) => {
      expect(card).toHaveTextContent(founders[index]!.name);
      expect(within(card).getByText('Founder', { exact: true })).toBeInTheDocument();
    });

    const coreCards = within(coreList).getAllByRole('listitem');
    expect(coreCards).toHaveLength(5);
    coreCards.forEach((card, index) => {
      expect(card).toHaveTextContent(core[index]!.name);
      expect(within(card).queryByText('Founder', { exact: true })).not.toBeInTheDocument();
    });

    expect(screen.getAllByText('Founder', { exact: true })).toHaveLength(3);
  });

  it('shows role, mailto and professional-profile link on each card', async () => {
    renderWithProviders(<TeamSection level={1} />);
    await screen.findByRole('heading', { name: 'Founders' });

    for (const member of TEAM) {
      const card = screen.getByRole('heading', { name: member.name }).closest('li')!;
      expect(within(card).getByText(member.role)).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: `Email ${member.name}` })).toHaveAttribute(
        'href',
        `mailto:${member.email}`,
      );
      expect(
        within(card).getByRole('link', { name: `${member.name} on LinkedIn (opens in a new tab)` }),
      ).toHaveAttribute('href', member.linkedin);
    }
  });

  it('shows a short row of four on the home page, founders first, and links to /team', async () => {
    renderWithProviders(<TeamSection />);
    const link = await screen.findByRole('link', { name: `Meet the whole team (${TEAM.length})` });
    expect(link).toHaveAttribute('href', '/team');

    expect(screen.getByRole('heading', { name: 'The people behind the centre' }).tagName).toBe('H2');
    const names = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(names).toEqual([...founders, ...core].slice(0, 4).map((member) => member.name));
    expect(screen.getAllByText('Founder', { exact: true })).toHaveLength(3);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('uses h1, h2 and h3 when it is a page of its own (level={1})', async () => {
    renderWithProviders(<TeamSection level={1} />);
    await screen.findByRole('heading', { name: 'Founders' });

    expect(screen.getByRole('heading', { name: 'The people behind the centre' }).tagName).toBe('H1');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Founders',
      'Core Team',
    ]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      TEAM.map((member) => member.name),
    );
    expect(screen.queryByRole('heading', { level: 4 })).not.toBeInTheDocument();
  });

  it('leaves out a group that has nobody in it', async () => {
    server.use(http.get('*/api/content/team', () => HttpResponse.json({ items: core })));
    renderWithProviders(<TeamSection level={1} />);

    expect(await screen.findByRole('heading', { name: 'Core Team' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Founders' })).not.toBeInTheDocument();
    expect(screen.queryByText('Founder', { exact: true })).not.toBeInTheDocument();
  });

  it('wraps a long role on home instead of cutting it with an ellipsis', async () => {
    const role = 'Co-founder & Faculty Advisor, Department of Electronics and Communication Engineering';
    server.use(
      http.get('*/api/content/team', () =>
        HttpResponse.json({ items: [{ ...TEAM[0]!, role }, ...TEAM.slice(1)] }),
      ),
    );
    renderWithProviders(<TeamSection />);
    const shown = await screen.findByText(role);
    expect(shown).not.toHaveClass('truncate');
    expect(shown).toHaveClass('wrap-anywhere');
  });
});
