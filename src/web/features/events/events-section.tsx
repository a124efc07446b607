import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { EVENT_MESSAGES } from '#common/events-constants';
import type { CentreEvent } from '#common/events';
import { eventPagePath } from '#common/events-constants';
import { ResponsiveImage } from '#web/components/ui/responsive-image';
import { SectionHeading } from '#web/components/ui/section-heading';
import { EmptyState } from '#web/components/ui/status';
import { countOf, TeaserList, TeaserMeta, TeaserTitle } from '#web/components/ui/teaser-list';
import { formatDateRange } from './format';
import { useGroupedEvents } from './use-grouped-events';
import { Button } from '#web/components/ui/button';

const TABS = [
  {
    key: 'upcoming',
    label: 'Upcoming Events',
    empty: 'No Upcoming Events',
    hint: 'Check back later for new events!',
    noun: 'upcoming event',
  },
  {
    key: 'past',
    label: 'Past Events',
    empty: 'No Past Events',
    hint: "We haven't hosted any events yet.",
    noun: 'past event',
  },
  {
    key: 'programs',
    label: 'Programs',
    empty: 'No Program Events',
    hint: 'Check back later for new events!',
    noun: 'program',
  },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/**
 * Events (anchor `events`), docs/product.md#events-section: tabs, each with its next (or latest) three events as
 * small cards and "See all" with the tab's count (docs/product.md#home-teasers).
 */
export function EventsSection() {
  const { query, grouped } = useGroupedEvents();
  const [active, setActive] = useState<TabKey>('upcoming');
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const activeIndex = TABS.findIndex((tab) => tab.key === active);
  const tab = TABS[activeIndex]!;

  // Arrow keys move between tabs (WAI-ARIA tabs pattern, automatic activation).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
    let next: number | null = null;
    if (event.key in moves) next = (activeIndex + moves[event.key]! + TABS.length) % TABS.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = TABS.length - 1;
    if (next === null) return;
    event.preventDefault();
    setActive(TABS[next]!.key);
    tabRefs.current[next]?.focus();
  };

  const items: CentreEvent[] = grouped?.[active] ?? [];

  return (
    <section id="events" aria-labelledby="events-heading" className="bg-mist py-8">
      <div className="mx-auto max-w-6xl px-6">
        <SectionHeading
          id="events-heading"
          eyebrow="Events"
          title="Events & Programs"
          intro="Workshops, hackathons, networking evenings and the centre's programs."
          compact
        />
        <div
          role="tablist"
          aria-label="Events"
          onKeyDown={onKeyDown}
          className="mx-auto mb-6 flex max-w-xl rounded-full bg-white p-1 shadow-sm ring-1 ring-slate-200"
        >
          {TABS.map((item, index) => {
            const selected = item.key === active;
            return (
              <Button
                key={item.key}
                variant="tab"
                className="flex-1"
                ref={(element) => {
                  tabRefs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={`${baseId}-tab-${item.key}`}
                aria-selected={selected}
                aria-controls={`${baseId}-panel`}
                tabIndex={selected ? 0 : -1}
                onClick={() => setActive(item.key)}
              >
                {item.label}
              </Button>
            );
          })}
        </div>

        <div
          role="tabpanel"
          id={`${baseId}-panel`}
          aria-labelledby={`${baseId}-tab-${active}`}
          tabIndex={0}
          className="min-h-[8rem] rounded-2xl focus-visible:outline-offset-4"
        >
          {grouped && items.length === 0 ? (
            <EmptyState title={tab.empty}>{tab.hint}</EmptyState>
          ) : (
            <TeaserList
              query={query}
              items={grouped ? items.slice(0, 3) : undefined}
              getKey={(event) => event.id}
              renderItem={(event) => (
                <>
                  <div className="h-20 w-20 flex-none overflow-hidden rounded-xl bg-slate-200">
                    {event.image_ref.src && (
                      <ResponsiveImage
                        image={event.image_ref}
                        alt=""
                        sizes="80px"
                        className="h-full w-full object-cover"
                      />
                    )}
                  </div>
                  <div className="min-w-0">
                    <TeaserTitle to={eventPagePath(event.id)}>{event.name}</TeaserTitle>
                    <TeaserMeta>{formatDateRange(event.start_date, event.end_date)}</TeaserMeta>
                    <TeaserMeta>{event.location}</TeaserMeta>
                  </div>
                </>
              )}
              loading="Loading events..."
              failure={EVENT_MESSAGES.loadFailed}
              empty={null}
              seeAll={{ to: '/events', text: `See all ${countOf(items.length, tab.noun)}` }}
              gridClassName="grid gap-3 md:grid-cols-3"
              phoneCount={2}
            />
          )}
        </div>
      </div>
    </section>
  );
}
