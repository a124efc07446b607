import type { ReactNode } from 'react';

/**
 * One panel of a member's page (/my/cohort's figures, impact facts): a white card with an anchor the page's
 * links scroll to (`#id`, clear of the fixed navigation bar) and its h3.
 */
export function PanelSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-28 rounded-2xl bg-white p-6 ring-1 ring-slate-200"
    >
      <h3 id={`${id}-heading`} className="text-xl font-bold text-ink">
        {title}
      </h3>
      {children}
    </section>
  );
}
