import { useId, useRef, useState, type ReactNode } from 'react';
import { EmailText } from '#web/components/ui/email-text';
import { Navigate, useNavigate } from 'react-router-dom';
import { COMPANY_VERIFICATION_MESSAGES as M } from '#common/company-verification';
import { SITE } from '#common/site';
import { AccountCardPage } from '#web/components/ui/account-card-page';
import { ModalDialog } from '#web/components/ui/modal-dialog';
import { LiveStatus, QueryStates } from '#web/components/ui/status';
import { usePageTitle } from '#web/lib/use-page-meta';
import { SignedInGate } from '#web/features/auth';
import { useVerificationStatus } from './api/get-verification-status';
import { CompanyVerificationForm } from './company-verification-form';
import { Button } from '#web/components/ui/button';

const RETURN_TO = '/company-verification';

function StatusPanel({
  tone,
  title,
  children,
}: {
  tone: 'info' | 'warning';
  title: string;
  children: ReactNode;
}) {
  const colours =
    tone === 'info' ? 'border-sky-200 bg-sky-50 text-sky-950' : 'border-amber-200 bg-amber-50 text-amber-950';
  return (
    <LiveStatus as="div" className={`rounded-2xl border p-5 ${colours}`}>
      <p className="font-semibold">{title}</p>
      <div className="mt-2 space-y-3">{children}</div>
    </LiveStatus>
  );
}

/** After a submit: the success dialog of docs/product.md#company-verification; closing it goes home. */
function SentDialog({ onClose }: { onClose: () => void }) {
  const headingId = useId();
  const button = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog labelledBy={headingId} onClose={onClose} initialFocus={button}>
      <h2 id={headingId} className="text-xl font-bold text-ink">
        Request sent
      </h2>
      <LiveStatus className="mt-3 text-slate-700">{M.success}</LiveStatus>
      <div className="mt-6 flex justify-end">
        <Button ref={button} type="button" onClick={onClose}>
          Return to Home
        </Button>
      </div>
    </ModalDialog>
  );
}

function VerificationContent() {
  const status = useVerificationStatus();
  const navigate = useNavigate();
  const [applyAgain, setApplyAgain] = useState(false);
  const [sent, setSent] = useState(false);

  if (sent) return <SentDialog onClose={() => navigate('/')} />;
  return (
    <QueryStates
      query={status}
      loading="Loading your verification status"
      failure="Your verification status could not be loaded."
    >
      {(data) => {
        const { status: current, companyName } = data;
        // docs/product.md#company-verification: an approved company goes straight on to post internships.
        if (current === 'approved') return <Navigate to="/post-internship" replace />;
        if (current === 'pending') {
          return (
            <StatusPanel tone="info" title="Verification pending">
              <p>{M.pending}</p>
              {companyName && <p className="text-sm">Company: {companyName}</p>}
            </StatusPanel>
          );
        }
        if (current === 'declined' && !applyAgain) {
          return (
            <StatusPanel tone="warning" title="Verification declined">
              <p>
                {M.declined} Write to{' '}
                <a className="font-semibold underline" href={`mailto:${SITE.email}`}>
                  <EmailText email={SITE.email} />
                </a>
                .
              </p>
              <Button type="button" variant="secondary" onClick={() => setApplyAgain(true)}>
                Apply again
              </Button>
            </StatusPanel>
          );
        }
        return <CompanyVerificationForm onSent={() => setSent(true)} />;
      }}
    </QueryStates>
  );
}

/**
 * /company-verification (docs/product.md#company-verification): a company asks the centre to verify it so it
 * can post internships. The form shows while there is no request (or after a decline, on request); a pending
 * request shows that it waits for the admin, and an approved company goes to /post-internship.
 */
export default function CompanyVerificationPage() {
  usePageTitle('Company verification');
  return (
    <AccountCardPage
      eyebrow="For companies"
      title="Company verification"
      intro="Verified companies can post internships for the institute's students. Tell us about your company; the centre reviews each request and emails you its decision."
    >
      <SignedInGate
        login={{ notice: M.loginRequired, returnTo: RETURN_TO }}
        loadingLabel="Loading"
        failure="Your account could not be checked."
      >
        {() => <VerificationContent />}
      </SignedInGate>
    </AccountCardPage>
  );
}
