import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { EVENT_MESSAGES } from '#common/events';
import { server, startMockServer } from '#web/test-support/msw';
import { renderWithProviders } from '#web/test-support/render';
import { EventsSection } from './events-section';
import { PAST, PROGRAMS, UPCOMING, eventList } from './test-fixtures';

startMockServer();

function answerWith(items = [...PAST, ...UPCOMING, ...PROGRAMS]) {
  server.use(http.get('*/api/events', () => HttpResponse.json(eventList(items))));
}

describe('EventsSection', () => {
  it('says it is loading, then shows the upcoming events as small cards linking to their pages, and "See all"', async () => {
    answerWith();
    renderWithProviders(<EventsSection />);
    expect(screen.getByRole('heading', { name: 'Events & Programs' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading events...');

    const tab = await screen.findByRole('tab', { name: 'Upcoming Events', selected: true });
    expect(tab).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel');
    const cards = await within(panel).findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const card = within(cards[0]!);
    expect(card.getByRole('link', { name: 'Hack the Campus' })).toHaveAttribute('href', '/events/1');
    expect(cards[0]).toHaveTextContent('10 Mar 2099');
    expect(cards[0]).toHaveTextContent('Main auditorium');
    expect(cards[1]).toHaveTextContent('Design Thinking Lab');
    expect(within(panel).getByRole('link', { name: /See all 2 upcoming events/ })).toHaveAttribute(
      'href',
      '/events',
    );
    // Home is a teaser: no carousel, no search; registering happens on the event's page.
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('is an accessible tablist: click or arrow keys switch tabs, each with its own events', async () => {
    answerWith();
    const user = userEvent.setup();
    renderWithProviders(<EventsSection />);
    const upcoming = await screen.findByRole('tab', { name: 'Upcoming Events' });
    expect(screen.getByRole('tablist')).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Upcoming Events');

    upcoming.focus();
    await user.keyboard('{ArrowRight}');
    const past = screen.getByRole('tab', { name: 'Past Events' });
    expect(past).toHaveAttribute('aria-selected', 'true');
    expect(past).toHaveFocus();
    expect(upcoming).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName('Past Events');
    expect(panel).toHaveTextContent('Founders Evening');
    expect(within(panel).getByRole('link', { name: /See all 1 past event/ })).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Programs' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Seed Fund 2099');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Upcoming Events' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Programs' })).toHaveFocus();
    await user.click(screen.getByRole('tab', { name: 'Past Events' }));
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Past Events');
  });

  it('shows each tab its own empty state', async () => {
    answerWith([]);
    const user = userEvent.setup();
    renderWithProviders(<EventsSection />);
    expect(await screen.findByText('No Upcoming Events')).toBeInTheDocument();
    expect(screen.getByText('Check back later for new events!')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Past Events' }));
    expect(screen.getByText('No Past Events')).toBeInTheDocument();
    expect(screen.getByText("We haven't hosted any events yet.")).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Programs' }));
    expect(screen.getByText('No Program Events')).toBeInTheDocument();
    expect(screen.getByText('Check back later for new events!')).toBeInTheDocument();
  });

  it('says so when the events cannot be loaded', async () => {
    server.use(http.get('*/api/events', () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    renderWithProviders(<EventsSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent(EVENT_MESSAGES.loadFailed);
  });
});
