import { ContactLinks } from '#web/components/ui/contact-links';
import { ResponsiveImage } from '#web/components/ui/responsive-image';
import { SectionHeading } from '#web/components/ui/section-heading';
import { EmptyState, ErrorNotice } from '#web/components/ui/status';
import { useMentors } from './api/get-mentors';
import { Skeletons } from '#web/components/ui/skeletons';

/** Mentors (anchor `mentors`): docs/product.md#mentors-section. */
export function MentorsSection() {
  const mentors = useMentors();
  return (
    <section id="mentors" aria-labelledby="mentors-heading" className="bg-mist py-20">
      <div className="mx-auto max-w-6xl px-6">
        <SectionHeading
          id="mentors-heading"
          eyebrow="Mentors"
          title="Learn from people who have done it"
          intro="Founders, investors and domain experts who give their time to the centre's innovators."
        />
        {mentors.isPending && <Skeletons itemClassName="h-80 rounded-2xl bg-white" />}
        {mentors.isError && (
          <ErrorNotice onRetry={() => void mentors.refetch()}>The mentors could not be loaded.</ErrorNotice>
        )}
        {mentors.data?.length === 0 && (
          <EmptyState title="Mentors Coming Soon">We are inviting mentors to join the centre.</EmptyState>
        )}
        {mentors.data && mentors.data.length > 0 && (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {mentors.data.map((mentor) => (
              <li
                key={mentor.id}
                className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
              >
                {mentor.image ? (
                  <ResponsiveImage
                    image={mentor.image}
                    alt=""
                    sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
                    className="aspect-[4/3] w-full object-cover"
                  />
                ) : (
                  <div aria-hidden="true" className="aspect-[4/3] w-full bg-slate-200" />
                )}
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="text-lg font-bold text-ink">{mentor.name}</h3>
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
      </div>
    </section>
  );
}
