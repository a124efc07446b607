import { useId, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { UserProfile } from '#common/auth';
import { OPPORTUNITY_MESSAGES } from '#common/opportunities';
import { ModalDialog } from '#web/components/ui/modal-dialog';
import { usePageTitle } from '#web/lib/use-page-meta';
import { SignedInGate } from '#web/features/auth';
import { Button } from '#web/components/ui/button';

type PostKind = 'idea' | 'project' | 'internship';
const RETURN_TO: Record<PostKind, string> = {
  idea: '/post-idea',
  project: '/post-project',
  internship: '/post-internship',
};

/**
 * A post page (docs/product.md#post-pages): signed-out visitors go to the login panel, told why, and come
 * back here after signing in; signed-in users get the form.
 */
export function PostPageFrame({
  kind,
  title,
  intro,
  children,
}: {
  kind: PostKind;
  title: string;
  intro: string;
  children: (user: UserProfile) => ReactNode;
}) {
  usePageTitle(title);
  return (
    <section aria-labelledby="post-heading" className="min-h-[70vh] bg-mist pt-28 pb-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <h1 id="post-heading" className="text-3xl font-bold tracking-tight text-ink">
          {title}
        </h1>
        <p className="mt-2 text-slate-600">{intro}</p>
        <div className="mt-8 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
          <SignedInGate
            login={{ notice: OPPORTUNITY_MESSAGES.mustLogIn[kind], returnTo: RETURN_TO[kind] }}
            loadingLabel="Checking that you are signed in"
            failure="We could not check that you are signed in."
          >
            {children}
          </SignedInGate>
        </div>
      </div>
    </section>
  );
}

/** The success modal of a post form; "Return to Home" goes to / at the top of the page. */
export function PostSuccessModal({
  title,
  children,
  onClose,
}: {
  title: string;
  children: ReactNode;
  onClose: () => void;
}) {
  const headingId = useId();
  const home = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  return (
    <ModalDialog labelledBy={headingId} onClose={onClose} initialFocus={home}>
      <div className="text-center">
        <span
          aria-hidden="true"
          className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-green-100 text-green-700"
        >
          <svg viewBox="0 0 24 24" className="h-8 w-8" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        <h2 id={headingId} className="mt-4 text-xl font-bold text-ink">
          {title}
        </h2>
        <div className="mt-2 text-slate-700">{children}</div>
        <Button
          ref={home}
          type="button"
          className="mt-6"
          onClick={() => {
            navigate('/');
            window.scrollTo({ top: 0, left: 0 });
          }}
        >
          Return to Home
        </Button>
      </div>
    </ModalDialog>
  );
}
