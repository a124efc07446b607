import type { ReactNode } from 'react';

/** One tab's content in the admin area: a titled region under the tab list. */
export function AdminTabPanel({
  slug,
  title,
  children,
}: {
  slug: string;
  title: string;
  children: ReactNode;
}) {
  // The tab's own namespace: a feature's section inside may name its heading `admin-<thing>-heading`.
  const headingId = `admin-tab-${slug}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id={headingId} className="text-xl font-bold text-ink">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function Placeholder({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 bg-mist px-4 py-8 text-center text-slate-700">
      {children}
    </p>
  );
}
