import { useState } from 'react';
import { Link } from 'react-router-dom';
import { startupPagePath, type StartupProfile } from '#common/startups';
import { FormMessage } from '#web/components/ui/form-field';
import { ResponsiveImage } from '#web/components/ui/responsive-image';
import { QueryStates } from '#web/components/ui/status';
import { ApiError } from '#web/lib/api-client';
import { useSaveMyStartup, useStartupProfile } from './api/my-startup';
import { InviteMemberForm } from './invite-member-form';
import { PendingInvitations } from './pending-invitations';
import { profileFormValues } from './profile-fields';
import { StartupFacts } from './startup-card';
import { StartupProfileForm } from './startup-profile-form';
import { Button } from '#web/components/ui/button';
import { PersonName } from '#web/components/ui/person-name';

/**
 * The member's own startup on /my/cohort (docs/product.md#startup-profiles): its profile and team; its
 * founders edit the profile, publish or unpublish it and invite team members.
 */
export function MyStartupPanel({ startupId }: { startupId: number }) {
  const profile = useStartupProfile(startupId);
  const [editing, setEditing] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  return (
    <QueryStates query={profile} loading="Loading your startup" failure="Your startup could not be loaded.">
      {(data) => {
        const startup = data;
        return (
          <section
            aria-labelledby="my-startup-heading"
            className="space-y-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
          >
            <h3 id="my-startup-heading" className="text-xl font-bold text-ink">
              Your startup
            </h3>
            <div aria-live="polite">{message && <FormMessage tone="success">{message}</FormMessage>}</div>
            {editing ? (
              <StartupProfileForm
                profile={startup}
                onCancel={() => setEditing(false)}
                onDone={(done) => {
                  setMessage(done);
                  setEditing(false);
                }}
              />
            ) : (
              <ProfileView
                startup={startup}
                onEdit={() => {
                  setMessage(null);
                  setEditing(true);
                }}
                onMessage={setMessage}
              />
            )}
            <TeamList startup={startup} />
            {startup.canEdit && <InviteMemberForm startupId={startup.id} />}
          </section>
        );
      }}
    </QueryStates>
  );
}

function ProfileView({
  startup,
  onEdit,
  onMessage,
}: {
  startup: StartupProfile;
  onEdit: () => void;
  onMessage: (message: string | null) => void;
}) {
  const save = useSaveMyStartup(startup.id);
  const [failure, setFailure] = useState<string | null>(null);
  const togglePublished = () => {
    setFailure(null);
    onMessage(null);
    save.mutate(
      {
        fields: { ...profileFormValues(startup), published: startup.published ? 'false' : 'true' },
        logo: null,
        removeLogo: false,
      },
      {
        onSuccess: () =>
          onMessage(
            startup.published
              ? 'Unpublished: only the cohort and the centre see the profile now.'
              : 'Published: the profile is in the public portfolio.',
          ),
        onError: (error) =>
          setFailure(
            error instanceof ApiError
              ? error.message
              : 'The change could not be saved. Check your connection and try again.',
          ),
      },
    );
  };
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {startup.logo && (
          <ResponsiveImage
            image={startup.logo}
            alt={`${startup.name} logo`}
            sizes="96px"
            className="h-12 w-24 shrink-0 object-contain"
          />
        )}
        <p className="min-w-0 text-lg font-bold break-words text-ink">{startup.name}</p>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${
            startup.published ? 'bg-green-50 text-green-800' : 'bg-amber-50 text-amber-900'
          }`}
        >
          {startup.published ? 'Published' : 'Private'}
        </span>
      </div>
      <p className="break-words text-slate-700">{startup.pitch}</p>
      <StartupFacts startup={startup} />
      <p className="text-sm break-words text-slate-600">
        {startup.website && (
          <>
            <a href={startup.website} rel="noopener noreferrer" className="text-brand-dark underline">
              {startup.website}
            </a>
            {' · '}
          </>
        )}
        {startup.foundedYear ? `Founded ${startup.foundedYear}` : 'Founded year not given'}
        {startup.published && (
          <>
            {' · '}
            <Link to={startupPagePath(startup.slug)} className="text-brand-dark underline">
              See the public page
            </Link>
          </>
        )}
      </p>
      {startup.canEdit ? (
        <div className="flex flex-wrap gap-3">
          <Button type="button" onClick={onEdit}>
            Edit profile
          </Button>
          <Button type="button" variant="secondary" onClick={togglePublished} disabled={save.isPending}>
            {save.isPending ? 'Saving...' : startup.published ? 'Unpublish' : 'Publish'}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-600">Only your startup’s founders edit the profile.</p>
      )}
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
    </div>
  );
}

function TeamList({ startup }: { startup: StartupProfile }) {
  const joined = startup.team.filter((member) => !member.pending);
  return (
    <div className="space-y-4">
      <div>
        <h4 className="font-bold text-ink">Team</h4>
        <ul className="mt-2 divide-y divide-slate-200">
          {joined.map((member) => (
            <li key={member.id} className="flex flex-wrap justify-between gap-x-3 py-2">
              <PersonName className="min-w-0" name={member.name} email={member.email} />
              <span className="text-sm text-slate-600">
                {member.role === 'founder' ? 'Founder' : 'Member'}
              </span>
            </li>
          ))}
        </ul>
      </div>
      {startup.canEdit && <PendingInvitations startup={startup} />}
    </div>
  );
}
