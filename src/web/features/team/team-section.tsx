import type { TeamMember } from '#common/content';
import { ContactLinks } from '#web/components/ui/contact-links';
import { ResponsiveImage } from '#web/components/ui/responsive-image';
import { SectionHeading } from '#web/components/ui/section-heading';
import { EmptyState, ErrorNotice } from '#web/components/ui/status';
import { useTeam } from './api/get-team';
import { Skeletons } from '#web/components/ui/skeletons';

function MemberCard({ member, nameLevel }: { member: TeamMember; nameLevel: 3 | 4 }) {
  const Name = nameLevel === 3 ? 'h3' : 'h4';
  const founder = member.group === 'founders';
  return (
    <li className="relative flex flex-col items-center rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
      {member.image ? (
        <ResponsiveImage
          image={member.image}
          alt=""
          sizes="128px"
          className="h-32 w-32 rounded-full object-cover ring-4 ring-mist"
        />
      ) : (
        <div aria-hidden="true" className="h-32 w-32 rounded-full bg-slate-200" />
      )}
      <Name className="mt-4 text-lg font-bold text-ink">{member.name}</Name>
      {founder && (
        <span className="absolute top-4 right-4 rounded-full bg-accent px-3 py-1 text-xs font-bold uppercase tracking-wide text-ink">
          Founder
        </span>
      )}
      <p className="text-sm text-slate-600">{member.role}</p>
      <div className="mt-4">
        <ContactLinks name={member.name} email={member.email} linkedin={member.linkedin} />
      </div>
    </li>
  );
}

/** Team (anchor `team`): Founders and Core Team (docs/product.md#team-section). */
export function TeamSection({ level = 2 }: { level?: 1 | 2 }) {
  const team = useTeam();
  const Group = level === 1 ? 'h2' : 'h3';
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
          level={level}
          eyebrow="Team"
          title="The people behind the centre"
          intro="A small team of founders and executives who run programs, partnerships and events."
        />
        {team.isPending && <Skeletons itemClassName="h-72 rounded-2xl bg-mist" />}
        {team.isError && (
          <ErrorNotice onRetry={() => void team.refetch()}>The team could not be loaded.</ErrorNotice>
        )}
        {team.data?.length === 0 && <EmptyState title="Our team page is being updated" />}
        {groups.map((group) => (
          <div key={group.title} className="mt-10 first:mt-0">
            <Group className="mb-6 text-center text-2xl font-bold text-ink">{group.title}</Group>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {group.members.map((member) => (
                <MemberCard key={member.id} member={member} nameLevel={level === 1 ? 3 : 4} />
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
