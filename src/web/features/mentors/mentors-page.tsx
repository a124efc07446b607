import { ClampedText } from '#web/components/ui/clamped-text';
import { ContactLinks } from '#web/components/ui/contact-links';
import { CoverCard } from '#web/components/ui/cover-card';
import { PageShell } from '#web/components/ui/page-shell';
import { Skeletons } from '#web/components/ui/skeletons';
import { QueryStates } from '#web/components/ui/status';
import { usePageTitle } from '#web/lib/use-page-meta';
import { useMentors } from './api/get-mentors';
import { MentorsComingSoon } from './mentors-section';

/**
 * /mentors: every mentor with field, bio and contact links (docs/product.md#mentors-section); home shows four
 * of them. A long bio is clamped with "Show more", so every bio can be read whole.
 */
export default function MentorsPage() {
  usePageTitle('Mentors');
  const mentors = useMentors();
  return (
    <PageShell
      id="mentors"
      headingId="mentors-heading"
      eyebrow="Mentors"
      title="Learn from people who have done it"
      intro="Founders, investors and domain experts who give their time to the centre's innovators."
    >
      <QueryStates
        query={mentors}
        what="mentors"
        pending={<Skeletons itemClassName="h-80 rounded-2xl bg-white" />}
        isEmpty={(data) => data.length === 0}
        empty={<MentorsComingSoon />}
      >
        {(data) => (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {data.map((mentor) => (
              <CoverCard
                key={mentor.id}
                image={mentor.image}
                sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
                aspect="aspect-[4/3]"
                className="min-w-0"
              >
                <h2 className="text-lg font-bold wrap-anywhere text-ink">{mentor.name}</h2>
                <p className="text-sm font-semibold wrap-anywhere text-brand-dark">{mentor.field}</p>
                <ClampedText
                  text={mentor.bio}
                  label={`${mentor.name}’s bio`}
                  className="mt-3 text-slate-700"
                />
                <div className="mt-auto pt-5">
                  <ContactLinks name={mentor.name} email={mentor.email} linkedin={mentor.linkedin} />
                </div>
              </CoverCard>
            ))}
          </ul>
        )}
      </QueryStates>
    </PageShell>
  );
}
