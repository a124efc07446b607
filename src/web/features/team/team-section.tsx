import type { TeamMember } from '#common/content';
import { ContactLinks } from '#web/components/ui/contact-links';
import { DecorativeImage } from '#web/components/ui/responsive-image';
import { SectionHeading } from '#web/components/ui/section-heading';
import { EmptyState, QueryStates } from '#web/components/ui/status';
import { useTeam } from './api/get-team';
import { Skeletons } from '#web/components/ui/skeletons';
import { TeaserAvatar, TeaserList, TeaserMeta } from '#web/components/ui/teaser-list';

function MemberCard({ member }: { member: TeamMember }) {
  const Name = 'h3';
  const founder = member.group === 'founders';
  return (
    <li className="relative flex flex-col items-center rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
      <DecorativeImage
        image={member.image}
        sizes="128px"
        className="h-32 w-32 rounded-full object-cover ring-4 ring-mist"
        blankClassName="h-32 w-32 rounded-full bg-slate-200"
      />
      <Name className="mt-4 text-lg font-bold wrap-anywhere text-ink">{member.name}</Name>
      {founder && (
        <span className="absolute top-4 right-4 rounded-full bg-accent px-3 py-1 text-xs font-bold uppercase tracking-wide text-ink">
          Founder
        </span>
      )}
      <p className="text-sm wrap-anywhere text-slate-600">{member.role}</p>
      <div className="mt-4">
        <ContactLinks name={member.name} email={member.email} linkedin={member.linkedin} />
      </div>
    </li>
  );
}

/**
 * Team (anchor `team`): Founders and Core Team (docs/product.md#team-section). Home shows a short row of four,
 * founders first, and links to /team (docs/product.md#home-teasers).
 */
export function TeamSection({ level = 2 }: { level?: 1 | 2 }) {
  const team = useTeam();
  if (level === 2) return <TeamTeaser team={team} />;
  const founders = team.data?.filter((member) => member.group === 'founders') ?? [];
  const core = team.data?.filter((member) => member.group === 'core') ?? [];
  const groups = [
    { title: 'Founders', members: founders },
    { title: 'Core Team', members: core },
  ].filter((group) => group.members.length > 0);

  return (
    <section id="team" aria-labelledby="team-heading" className="bg-white py-20">
      <div className="mx-auto max-w-6xl px-6">
        <SectionHeading
          id="team-heading"
          level={1}
          eyebrow="Team"
          title="The people behind the centre"
          intro="A small team of founders and executives who run programs, partnerships and events."
        />
        <QueryStates
          query={team}
          what="team"
          pending={<Skeletons itemClassName="h-72 rounded-2xl bg-mist" />}
          isEmpty={(data) => data.length === 0}
          empty={<EmptyState title="Our team page is being updated" />}
        >
          {() =>
            groups.map((group) => (
              <div key={group.title} className="mt-10 first:mt-0">
                <h2 className="mb-6 text-center text-2xl font-bold text-ink">{group.title}</h2>
                <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {group.members.map((member) => (
                    <MemberCard key={member.id} member={member} />
                  ))}
                </ul>
              </div>
            ))
          }
        </QueryStates>
      </div>
    </section>
  );
}

/** Home's short row of the team. */
function TeamTeaser({ team }: { team: ReturnType<typeof useTeam> }) {
  // Founders first, then the core team, in the admin's order within each.
  const members = team.data && [
    ...team.data.filter((member) => member.group === 'founders'),
    ...team.data.filter((member) => member.group !== 'founders'),
  ];
  return (
    <section id="team" aria-labelledby="team-heading" className="bg-mist py-8">
      <div className="mx-auto max-w-6xl px-6">
        <SectionHeading
          id="team-heading"
          eyebrow="Team"
          title="The people behind the centre"
          intro="The founders and executives who run programs, partnerships and events."
          compact
        />
        <TeaserList
          query={team}
          items={members?.slice(0, 4)}
          getKey={(member) => member.id}
          renderItem={(member) => (
            <>
              <TeaserAvatar image={member.image} />
              <div className="min-w-0">
                <h3 className="font-bold wrap-anywhere text-ink">{member.name}</h3>
                <TeaserMeta wrap>{member.role}</TeaserMeta>
                {member.group === 'founders' && (
                  <span className="mt-1 inline-block rounded-full bg-accent px-2 py-0.5 text-xs font-bold tracking-wide text-ink uppercase">
                    Founder
                  </span>
                )}
              </div>
            </>
          )}
          loading="Loading the team"
          failure="The team could not be loaded."
          empty={<EmptyState title="Our team page is being updated" />}
          seeAll={{
            to: '/team',
            text: members ? `Meet the whole team (${members.length})` : 'Meet the whole team',
          }}
          gridClassName="grid gap-3 sm:grid-cols-2"
          phoneCount={2}
        />
      </div>
    </section>
  );
}
