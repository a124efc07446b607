import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { OPPORTUNITY_MESSAGES } from '#common/opportunities-constants';
import { ModalDialog } from '#web/components/ui/modal-dialog';
import { useDisplayUser, useRequireLogin } from '#web/features/auth';
import { useInternshipPermissions } from './api/get-internship-permissions';
import { Button, LinkButton } from '#web/components/ui/button';

const PLUS = (
  <svg aria-hidden="true" viewBox="0 0 20 20" className="mr-1.5 h-4 w-4" fill="currentColor">
    <path d="M9 4h2v5h5v2h-5v5H9v-5H4V9h5z" />
  </svg>
);

/**
 * "Post Idea" / "Post Project": the form when signed in, else the login panel saying why
 * (docs/product.md#post-pages).
 */
export function PostButton({ kind }: { kind: 'idea' | 'project' }) {
  const user = useDisplayUser();
  const requireLogin = useRequireLogin();
  const path = kind === 'idea' ? '/post-idea' : '/post-project';
  const label = kind === 'idea' ? 'Post Idea' : 'Post Project';
  if (user)
    return (
      <LinkButton to={path}>
        {PLUS}
        {label}
      </LinkButton>
    );
  return (
    <Button
      type="button"

      onClick={() => requireLogin({ notice: OPPORTUNITY_MESSAGES.mustLogIn[kind], returnTo: path })}
    >
      {PLUS}
      {label}
    </Button>
  );
}

/** Says why posting an internship needs a verified company, and where to get verified. */
export function CompanyVerificationNotice({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="rounded-2xl border border-amber-200 bg-amber-50 p-6 text-ink">
      <Heading className="text-lg font-bold">Verify your company first</Heading>
      <p className="mt-2 text-slate-700">{OPPORTUNITY_MESSAGES.internshipNeedsVerification}</p>
      <p className="mt-2 text-slate-700">
        Once the centre approves your company, you can post internships for the institute&apos;s students.
      </p>
      <LinkButton to="/company-verification" className="mt-4">
        Go to company verification
      </LinkButton>
    </div>
  );
}

/**
 * "Post Internship": signed-out visitors go to the login panel; signed-in users without an approved
 * company verification see the verification path instead (the server decides: opportunitiesEndpoints.internshipPermissions).
 */
export function PostInternshipButton() {
  const user = useDisplayUser();
  const requireLogin = useRequireLogin();
  const navigate = useNavigate();
  const permissions = useInternshipPermissions(user !== null);
  const [explaining, setExplaining] = useState(false);
  const headingId = useId();
  const close = useRef<HTMLButtonElement>(null);

  const onClick = () => {
    if (!user) {
      requireLogin({ notice: OPPORTUNITY_MESSAGES.mustLogIn.internship, returnTo: '/post-internship' });
    } else if (permissions.data?.canPost) {
      navigate('/post-internship');
    } else if (permissions.data) {
      setExplaining(true);
    } else {
      // Not known yet (or the check failed): the post page asks the server itself.
      navigate('/post-internship');
    }
  };

  return (
    <>
      <Button type="button" onClick={onClick}>
        {PLUS}
        Post Internship
      </Button>
      {explaining && (
        <ModalDialog labelledBy={headingId} onClose={() => setExplaining(false)} initialFocus={close}>
          <h2 id={headingId} className="text-xl font-bold text-ink">
            Verify your company first
          </h2>
          <p className="mt-3 text-slate-700">{OPPORTUNITY_MESSAGES.internshipNeedsVerification}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <LinkButton to="/company-verification">Go to company verification</LinkButton>
            <Button ref={close} type="button" variant="secondary" onClick={() => setExplaining(false)}>
              Close
            </Button>
          </div>
        </ModalDialog>
      )}
    </>
  );
}
