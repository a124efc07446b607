import { ContactLinks } from '#web/components/ui/contact-links';
import { DecorativeImage } from '#web/components/ui/responsive-image';
import { SectionHeading } from '#web/components/ui/section-heading';
import { EmptyState, QueryStates } from '#web/components/ui/status';
import { useMentors } from './api/get-mentors';
import { Skeletons } from '#web/components/ui/skeletons';
import { countOf, TeaserAvatar, TeaserList, TeaserMeta } from '#web/components/ui/teaser-list';

/**
 * Mentors (anchor `mentors`): docs/product.md#mentors-section. Home shows a short row of four and links to
 * /mentors, which shows them all (docs/product.md#home-teasers).
 */
export function MentorsSection({ level = 2 }: { level?: 1 | 2 }) {
  const mentors = useMentors();
  if (level === 2) {
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
                  <TeaserMeta>{mentor.field}</TeaserMeta>
                </div>
              </>
            )}
            loading="Loading mentors"
            failure="The mentors could not be loaded."
            empty={
              <EmptyState title="Mentors Coming Soon">We are inviting mentors to join the centre.</EmptyState>
            }
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
  return (
    <section id="mentors" aria-labelledby="mentors-heading" className="bg-mist pt-28 pb-20">
      <div className="mx-auto max-w-6xl px-6">
        <SectionHeading
          id="mentors-heading"
          level={1}
          eyebrow="Mentors"
          title="Learn from people who have done it"
          intro="Founders, investors and domain experts who give their time to the centre's innovators."
        />
        <QueryStates
          query={mentors}
          what="mentors"
          pending={<Skeletons itemClassName="h-80 rounded-2xl bg-white" />}
          isEmpty={(data) => data.length === 0}
          empty={
            <EmptyState title="Mentors Coming Soon">We are inviting mentors to join the centre.</EmptyState>
          }
        >
          {(data) => (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {data.map((mentor) => (
                <li
                  key={mentor.id}
                  className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
                >
                  <DecorativeImage
                    image={mentor.image}
                    sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
                    className="aspect-[4/3] w-full object-cover"
                    blankClassName="aspect-[4/3] w-full bg-slate-200"
                  />
                  <div className="flex flex-1 flex-col p-6">
                    <h2 className="text-lg font-bold text-ink">{mentor.name}</h2>
                    <p className="text-sm font-semibold text-brand-dark">{mentor.field}</p>
                    <p className="mt-3 line-clamp-2 text-slate-700" title={mentor.bio}>
                      {mentor.bio}
                    </p>
                    <div className="mt-auto pt-5">
                      <ContactLinks name={mentor.name} email={mentor.email} linkedin={mentor.linkedin} />
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </QueryStates>
      </div>
    </section>
  );
}
