import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MENTORS } from '#web/test-support/fixtures';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import MentorsPage from './mentors-page';
import { MentorsSection } from './mentors-section';

startMockServer();

const MENTORS_URL = 'http://localhost:3000/api/content/mentors';

describe('MentorsSection', () => {
  it('shows a short row on the home page with the count and a link to /mentors', async () => {
    server.use(http.get(MENTORS_URL, () => HttpResponse.json({ items: MENTORS })));
    renderWithProviders(<MentorsSection />);

    expect(
      screen.getByRole('heading', { level: 2, name: 'Learn from people who have done it' }),
    ).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: `Meet all ${MENTORS.length} mentors` });
    expect(link).toHaveAttribute('href', '/mentors');
    const names = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(names).toEqual(MENTORS.slice(0, 4).map((mentor) => mentor.name));
  });

  it('lists each mentor on /mentors with name, field, the whole bio and contact links', async () => {
    server.use(http.get(MENTORS_URL, () => HttpResponse.json({ items: MENTORS })));
    renderWithProviders(<MentorsPage />);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Learn from people who have done it' }),
    ).toBeInTheDocument();
    const cards = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(MENTORS.length);

    MENTORS.forEach((mentor, index) => {
      const card = within(cards[index]!);
      expect(card.getByRole('heading', { level: 2, name: mentor.name })).toBeInTheDocument();
      expect(card.getByText(mentor.field)).toBeInTheDocument();

      // A bio of a few lines is shown whole: nothing cut, nothing to open.
      const bio = card.getByText(mentor.bio);
      expect(bio).not.toHaveClass('line-clamp-4');
      expect(card.queryByRole('button', { name: /Show more/ })).toBeNull();

      expect(card.getByRole('link', { name: `Email ${mentor.name}` })).toHaveAttribute(
        'href',
        `mailto:${mentor.email}`,
      );
      const profile = card.getByRole('link', { name: `${mentor.name} on LinkedIn (opens in a new tab)` });
      expect(profile).toHaveAttribute('href', mentor.linkedin);
      expect(profile).toHaveAttribute('target', '_blank');
      expect(profile).toHaveAttribute('rel', expect.stringContaining('noopener'));
    });

    // The portrait sits beside the name, so it is decorative (empty alt); a mentor without one gets a placeholder.
    const portrait = cards[0]!.querySelector('img');
    expect(portrait).toHaveAttribute('src', MENTORS[0]!.image!.src);
    expect(portrait).toHaveAttribute('alt', '');
    expect(cards[1]!.querySelector('img')).toBeNull();
  });

  it('clamps a long bio to four lines with a "Show more" that opens it all and says whose it is', async () => {
    const bio = `${'Built and sold two hardware companies; mentors founders on supply chains. '.repeat(8)}The end.`;
    const mentor = { ...MENTORS[0]!, bio };
    server.use(http.get(MENTORS_URL, () => HttpResponse.json({ items: [mentor] })));
    const user = userEvent.setup();
    renderWithProviders(<MentorsPage />);

    const text = await screen.findByText(bio);
    expect(text).toHaveClass('line-clamp-4');
    const more = screen.getByRole('button', { name: `Show more of ${mentor.name}’s bio` });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveAttribute('aria-controls', text.id);
    await user.click(more);
    expect(text).not.toHaveClass('line-clamp-4');
    expect(screen.getByRole('button', { name: `Show less of ${mentor.name}’s bio` })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('shows "Mentors Coming Soon" when there are none', async () => {
    server.use(http.get(MENTORS_URL, () => HttpResponse.json({ items: [] })));
    renderWithProviders(<MentorsSection />);

    expect(await screen.findByText('Mentors Coming Soon')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an error with "Try again" on a 500, and "Try again" loads the list', async () => {
    let calls = 0;
    let fail = true;
    server.use(
      http.get(MENTORS_URL, () => {
        calls += 1;
        return fail
          ? HttpResponse.json(
              { message: 'Something went wrong on our side. Please try again.' },
              { status: 500 },
            )
          : HttpResponse.json({ items: MENTORS });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<MentorsSection />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The mentors could not be loaded.');
    expect(screen.queryByText('Mentors Coming Soon')).not.toBeInTheDocument();
    expect(calls).toBe(1);

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { level: 3, name: MENTORS[0]!.name })).toBeInTheDocument();
    expect(calls).toBe(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
