import { useId, type ReactNode } from 'react';

/** An account page whose content sits in one white card under an eyebrow, its h1 and an introduction. */
export function AccountCardPage({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="min-h-[70vh] bg-mist pt-24 pb-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
          <p className="text-sm font-semibold tracking-widest text-brand-dark uppercase">{eyebrow}</p>
          <h1 id={headingId} className="mt-1 text-2xl font-bold text-ink sm:text-3xl">
            {title}
          </h1>
          <p className="mt-3 mb-6 text-slate-700">{intro}</p>
          {children}
        </div>
      </div>
    </section>
  );
}
