import { SectionHeading } from '#web/components/ui/section-heading';
import { EmptyState } from '#web/components/ui/status';
import { useMentors } from './api/get-mentors';
import { countOf, TeaserAvatar, TeaserList, TeaserMeta } from '#web/components/ui/teaser-list';

/**
 * Mentors (anchor `mentors`): docs/product.md#mentors-section. Home shows a short row of four and links to
 * /mentors (mentors-page.tsx, loaded with its route), which shows them all (docs/product.md#home-teasers).
 */
export function MentorsSection() {
  const mentors = useMentors();
  const total = mentors.data?.length;
  return (
    <section id="mentors" aria-labelledby="mentors-heading" className="bg-mist py-8">
      <div className="mx-auto max-w-6xl px-6">
        <SectionHeading
          id="mentors-heading"
          eyebrow="Mentors"
          title="Learn from people who have done it"
          intro="Founders, investors and experts who give their time to our innovators."
          compact
        />
        <TeaserList
          query={mentors}
          items={mentors.data?.slice(0, 4)}
          getKey={(mentor) => mentor.id}
          renderItem={(mentor) => (
            <>
              <TeaserAvatar image={mentor.image} />
              <div className="min-w-0">
                <h3 className="font-bold wrap-anywhere text-ink">{mentor.name}</h3>
                <TeaserMeta wrap>{mentor.field}</TeaserMeta>
              </div>
            </>
          )}
          loading="Loading mentors"
          failure="The mentors could not be loaded."
          empty={<MentorsComingSoon />}
          seeAll={{
            to: '/mentors',
            text: total === undefined ? 'Meet the mentors' : `Meet all ${countOf(total, 'mentor')}`,
          }}
          gridClassName="grid gap-3 sm:grid-cols-2"
          phoneCount={2}
        />
      </div>
    </section>
  );
}

export function MentorsComingSoon() {
  return <EmptyState title="Mentors Coming Soon">We are inviting mentors to join the centre.</EmptyState>;
}
