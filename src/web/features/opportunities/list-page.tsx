import type { ReactNode } from 'react';
import { SectionHeading } from '#web/components/ui/section-heading';

/**
 * A full-page list: its h1 and introduction, then the list. It fills at least the screen, so the
 * footer starts below the fold and does not jump when the list arrives after hydration.
 */
export function ListPage({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="list-page-heading" className="min-h-svh bg-mist pt-28 pb-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="list-page-heading" level={1} eyebrow={eyebrow} title={title} intro={intro} />
        {children}
      </div>
    </section>
  );
}
