import type { ReactNode } from 'react';
import type { UserProfile } from '#common/auth';
import { SignedInGate } from './signed-in-gate';

/**
 * A "My …" page: its h1 and introduction for everyone, its content behind `SignedInGate`
 * (docs/product.md#sign-in-gate) with the way back to `returnTo` after signing in.
 */
export function SignedInPage({
  headingId,
  title,
  intro,
  returnTo,
  loginNotice,
  loadingLabel,
  wide = false,
  children,
}: {
  headingId: string;
  title: string;
  intro: ReactNode;
  returnTo: string;
  /** What the login panel says to a signed-out visitor, e.g. "Sign in to see your events." */
  loginNotice: string;
  loadingLabel: string;
  /** A wider column, for pages with lists of cards side by side. */
  wide?: boolean;
  children: (user: UserProfile) => ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="min-h-[70vh] bg-mist pt-28 pb-20">
      <div className={`mx-auto ${wide ? 'max-w-5xl' : 'max-w-4xl'} px-4 sm:px-6`}>
        <h1 id={headingId} className="text-3xl font-bold tracking-tight text-ink">
          {title}
        </h1>
        <p className="mt-2 mb-8 text-slate-600">{intro}</p>
        <SignedInGate
          login={{ notice: loginNotice, returnTo }}
          loadingLabel={loadingLabel}
          failure="We could not check that you are signed in."
        >
          {children}
        </SignedInGate>
      </div>
    </section>
  );
}
