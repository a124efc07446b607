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

/** The slide the carousel shows now (the others are hidden from assistive technology). */
function visibleSlide() {
  const slides = screen.getAllByRole('group', { hidden: true });
  const shown = slides.filter((slide) => slide.getAttribute('aria-hidden') !== 'true');
  expect(shown).toHaveLength(1);
  return shown[0]!;
}

describe('EventsSection', () => {
  it('says it is loading, then shows upcoming events in a carousel with every detail', async () => {
    answerWith();
    renderWithProviders(<EventsSection />);
    expect(screen.getByRole('heading', { name: 'Events & Programs' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading events...');

    const tab = await screen.findByRole('tab', { name: 'Upcoming Events', selected: true });
    expect(tab).toBeInTheDocument();
    const slide = await screen.findByRole('group', { name: '1 of 2' });
    expect(slide).toBe(visibleSlide());
    const card = within(slide);
    expect(card.getByRole('heading', { name: 'Hack the Campus' })).toBeInTheDocument();
    expect(card.getByText('Hackathon')).toHaveAttribute('data-category', 'hackathon');
    expect(slide).toHaveTextContent('About Hack the Campus.');
    expect(slide).toHaveTextContent('10 Mar 2099');
    expect(slide).toHaveTextContent('10:00 AM - 1:30 PM');
    expect(slide).toHaveTextContent('Main auditorium');
    expect(slide).toHaveTextContent('300 attendees');
    expect(card.getByRole('link', { name: /Register Now/ })).toHaveAttribute(
      'href',
      'https://example.org/register/1',
    );
    expect(card.getByRole('link', { name: /Add to calendar/ })).toHaveAttribute('href', '/api/events/1.ics');
  });

  it('moves between slides with next, previous and the dots', async () => {
    answerWith();
    const user = userEvent.setup();
    renderWithProviders(<EventsSection />);
    await screen.findByRole('group', { name: '1 of 2' });
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleSlide()).toHaveTextContent('Design Thinking Lab');
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visibleSlide()).toHaveTextContent('Hack the Campus');
    await user.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    expect(visibleSlide()).toHaveTextContent('Design Thinking Lab');
  });

  it('is an accessible tablist: click or arrow keys switch tabs; past has no Register Now', async () => {
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
    expect(within(panel).queryByRole('link', { name: /Register Now/ })).toBeNull();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Programs' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Seed Fund 2099');
    expect(within(screen.getByRole('tabpanel')).getByText('Funding')).toBeInTheDocument();
    expect(
      within(screen.getByRole('tabpanel')).getByRole('link', { name: /Register Now/ }),
    ).toBeInTheDocument();

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
