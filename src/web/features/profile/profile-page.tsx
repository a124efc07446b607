import { useEffect, useRef, useState } from 'react';
import { ActionNotice, QueryStates, Spinner } from '#web/components/ui/status';
import { EmailText } from '#web/components/ui/email-text';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { UserProfile } from '#common/auth';
import { showsEmailAsName } from '#common/display-names';
import type { VerificationStatus } from '#common/company-verification';
import { WORK_PROFILE_MESSAGES } from '#common/work-profile';
import { usePageTitle } from '#web/lib/use-page-meta';
import { SignedInGate, useCurrentUser } from '#web/features/auth';
import { DeleteAccountLink } from '#web/features/account-deletion';
import { useVerificationStatus } from '#web/features/company-verification';
import { MailChoices } from '#web/features/owner-notifications';
import { CohortMailChoices } from '#web/features/cohort-mail';
import { YourData } from '#web/features/my-data';
import { MyConsents } from '#web/features/consents';
import { ProfileForm } from './profile-form';
import { Button } from '#web/components/ui/button';

function Detail({
  label,
  value,
  wide = false,
  email = false,
}: {
  label: string;
  value: string;
  wide?: boolean;
  /** An address: wraps before "@" and dots rather than inside a word. */
  email?: boolean;
}) {
  return (
    <div className={`border-t border-slate-100 pt-4 ${wide ? 'sm:col-span-2' : ''}`}>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd
        className={`mt-1 wrap-anywhere whitespace-pre-line ${value ? 'text-ink' : 'text-slate-500 italic'}`}
      >
        {value ? email ? <EmailText email={value} /> : value : 'Not provided'}
      </dd>
    </div>
  );
}

const COMPANY_STATUS: Record<VerificationStatus, string> = {
  pending: 'Pending admin approval',
  approved: 'Approved',
  declined: 'Declined',
};

/** The verified university affiliation and the company verification status, each with where to change it. */
function Verifications({ user }: { user: UserProfile }) {
  const company = useVerificationStatus();
  const affiliation = user.affiliation;
  const link = 'text-sm font-semibold text-brand-dark underline';
  return (
    <>
      <div className="border-t border-slate-100 pt-4">
        <dt className="text-sm font-medium text-slate-600">Work profile</dt>
        <dd className="mt-1 wrap-anywhere text-ink">
          {affiliation ? WORK_PROFILE_MESSAGES.verified(affiliation.role, affiliation.email) : 'Not verified'}
          <br />
          <Link to="/work-profile" className={link}>
            {affiliation ? 'Change work profile' : 'Verify your work profile'}
          </Link>
        </dd>
      </div>
      <div className="border-t border-slate-100 pt-4">
        <dt className="text-sm font-medium text-slate-600">Company verification</dt>
        <dd className="mt-1 wrap-anywhere text-ink">
          <QueryStates
            query={company}
            failure="The company verification could not be loaded."
            pending={<Spinner label="Loading the company verification" />}
          >
            {({ status, companyName }) => (
              <>
                {status ? `${COMPANY_STATUS[status]}${companyName ? ` — ${companyName}` : ''}` : 'No request'}
                {status !== 'pending' && status !== 'approved' && (
                  <>
                    <br />
                    <Link to="/company-verification" className={link}>
                      Verify a company
                    </Link>
                  </>
                )}
              </>
            )}
          </QueryStates>
        </dd>
      </div>
    </>
  );
}

function ProfileCard({ user }: { user: UserProfile }) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  // The name others see (docs/product.md#names); the email when there is none yet.
  const name = user.fullName.trim() || user.email;
  // "Go Back" (docs/product.md#profile): the previous page, or home when this is the first page of the visit.
  const goBack = () => (location.key === 'default' ? navigate('/') : navigate(-1));

  return (
    <>
      <Button type="button" variant="link" className="mb-4" onClick={goBack}>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
          <path d="M12.7 4.3 7 10l5.7 5.7 1.1-1.1L9.2 10l4.6-4.6z" />
        </svg>
        Go Back
      </Button>
      <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
        <div className="flex items-center gap-4">
          <span
            aria-hidden="true"
            className="flex h-16 w-16 flex-none items-center justify-center rounded-full bg-brand-dark text-2xl font-bold text-white"
          >
            {name.charAt(0).toUpperCase()}
          </span>
          <div className="min-w-0">
            <p className="text-sm font-semibold tracking-widest text-brand-dark uppercase">Your profile</p>
            <h1 id="profile-heading" className="truncate text-2xl font-bold text-ink sm:text-3xl">
              {name}
            </h1>
          </div>
        </div>

        {editing ? (
          <ProfileForm
            user={user}
            onSaved={() => {
              setSaved(true);
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <>
            <dl className="mt-6 grid gap-x-8 gap-y-4 sm:grid-cols-2">
              <Detail
                label="Display name"
                value={
                  showsEmailAsName(user)
                    ? 'Your email (you chose to show it instead of a name)'
                    : user.fullName.trim()
                }
              />
              <Detail label="Email" value={user.email} email />
              <Detail label="Role" value={user.role === 'admin' ? 'Admin' : 'User'} />
              <Detail label="Phone" value={user.phone} />
              <Detail label="Location" value={user.location} />
              <Detail label="Bio" value={user.bio} wide />
              <Verifications user={user} />
            </dl>
            <div className="mt-8">
              <Button
                ref={editButton}
                type="button"
                onClick={() => {
                  setSaved(false);
                  setEditing(true);
                }}
              >
                Edit Profile
              </Button>
            </div>
          </>
        )}
        <ActionNotice
          notice={saved && !editing ? { tone: 'ok', text: 'Your profile has been saved.' } : null}
          className={saved && !editing ? 'mt-4 text-sm font-medium' : ''}
        />
      </div>
    </>
  );
}

/**
 * /profile (docs/product.md#profile): the signed-in user's profile, viewed and edited; signed-out visitors go
 * to /login.
 */
export default function ProfilePage() {
  usePageTitle('Your profile');
  // The card brings the visible heading; until it shows, screen readers still get one.
  const me = useCurrentUser({ required: true });

  return (
    <section aria-labelledby="profile-heading" className="min-h-[70vh] bg-mist pt-24 pb-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        {!me.data && (
          <h1 id="profile-heading" className="sr-only">
            Your profile
          </h1>
        )}
        <SignedInGate
          login={{ notice: 'Sign in to see your profile.', returnTo: '/profile' }}
          loadingLabel="Loading your profile"
          failure="Your profile could not be loaded."
        >
          {(user) => (
            <>
              <ProfileCard user={user} />
              <MailChoices />
              <CohortMailChoices />
              <MyConsents />
              <YourData />
              <DeleteAccountLink />
            </>
          )}
        </SignedInGate>
      </div>
    </section>
  );
}
