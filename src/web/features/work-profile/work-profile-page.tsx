import { useState } from 'react';
import { Link } from 'react-router-dom';
import { COMPANY_VERIFICATION_MESSAGES } from '#common/company-verification';
import { WORK_PROFILE_MESSAGES as W, WORK_ROLES, type WorkRole } from '#common/work-profile';
import { AccountCardPage } from '#web/components/ui/account-card-page';
import { FormMessage } from '#web/components/ui/form-field';
import { QueryStates } from '#web/components/ui/status';
import { usePageTitle } from '#web/lib/use-page-meta';
import { SignedInGate } from '#web/features/auth';
import { useVerificationStatus } from '#web/features/company-verification';
import { useWorkProfile } from './api/get-work-profile';
import { StartupForm } from './startup-form';
import { UniversityEmailForm } from './university-email-form';

function RoleChoice({ value, onChange }: { value: WorkRole | null; onChange: (role: WorkRole) => void }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">I am a</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-3">
        {WORK_ROLES.map((role) => (
          <label
            key={role.value}
            className="flex cursor-pointer items-center gap-3 rounded-xl px-4 py-3 ring-1 ring-slate-300 has-checked:bg-sky-50 has-checked:ring-2 has-checked:ring-brand-dark has-focus-visible:ring-2 has-focus-visible:ring-brand"
          >
            <input
              type="radio"
              name="work-role"
              value={role.value}
              checked={value === role.value}
              onChange={() => onChange(role.value)}
              className="h-4 w-4 accent-brand-dark"
            />
            <span className="font-semibold text-ink">{role.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A startup's request goes through company verification: show where it stands instead of a second form. */
function StartupSection({ onSent }: { onSent: (message: string) => void }) {
  const status = useVerificationStatus();
  return (
    <QueryStates
      query={status}
      loading="Loading your verification status"
      failure="Your verification status could not be loaded."
    >
      {(data) => {
        if (data.status === 'pending') {
          return <FormMessage tone="success">{COMPANY_VERIFICATION_MESSAGES.pending}</FormMessage>;
        }
        if (data.status === 'approved') {
          return (
            <FormMessage tone="success">
              {data.companyName ?? 'Your company'} is verified.{' '}
              <Link to="/post-internship" className="underline">
                Post an internship
              </Link>
            </FormMessage>
          );
        }
        return <StartupForm onSent={onSent} />;
      }}
    </QueryStates>
  );
}

function WorkProfileContent() {
  const profile = useWorkProfile();
  const [role, setRole] = useState<WorkRole | null>(null);
  const [done, setDone] = useState<string | null>(null);

  return (
    <QueryStates
      query={profile}
      loading="Loading your work profile"
      failure="Your work profile could not be loaded."
    >
      {(data) => {
        const { affiliation, acceptedDomains } = data;
        // The verify answer repeats the banner above once the profile has reloaded: show that text once.
        const notice =
          done && affiliation && done === W.verified(affiliation.role, affiliation.email) ? null : done;
        return (
          <div className="space-y-6">
            {affiliation && (
              <p className="rounded-xl bg-green-50 px-4 py-3 font-medium text-green-900">
                {W.verified(affiliation.role, affiliation.email)}
              </p>
            )}
            <RoleChoice
              value={role}
              onChange={(next) => {
                setRole(next);
                setDone(null);
              }}
            />
            <div aria-live="polite">{notice && <FormMessage tone="success">{notice}</FormMessage>}</div>
            {!done && (role === 'student' || role === 'professor') && (
              <UniversityEmailForm
                key={role}
                role={role}
                acceptedDomains={acceptedDomains}
                onVerified={setDone}
              />
            )}
            {!done && role === 'startup' && <StartupSection onSent={setDone} />}
          </div>
        );
      }}
    </QueryStates>
  );
}

/**
 * /work-profile (docs/product.md#work-profile): verify that you are a student, professor or startup founder.
 */
export default function WorkProfilePage() {
  usePageTitle('Work profile');
  return (
    <AccountCardPage
      eyebrow="Work profile"
      title="Verify your work profile"
      intro="Students and professors confirm their university email; startups send their company for verification."
    >
      <SignedInGate
        login={{ notice: W.loginRequired, returnTo: '/work-profile' }}
        loadingLabel="Loading"
        failure="Your account could not be checked."
      >
        {() => <WorkProfileContent />}
      </SignedInGate>
    </AccountCardPage>
  );
}
