import type { ReactNode } from 'react';
import { SectionHeading } from './section-heading';

interface PageShellProps {
  /** The page's anchor, where a link goes to it by `#id`. */
  id?: string;
  /** The id of the page's h1, which names the page's region. */
  headingId: string;
  eyebrow: string;
  title: string;
  intro: string;
  children: ReactNode;
}

/**
 * A public page of its own (/news, /mentors, /internships…): the mist background clear of the fixed navigation
 * bar, the centred eyebrow, h1 and introduction, and the content under them. It fills the window, so the footer
 * does not jump while the content loads.
 */
export function PageShell({ id, headingId, eyebrow, title, intro, children }: PageShellProps) {
  return (
    <section id={id} aria-labelledby={headingId} className="min-h-svh bg-mist pt-28 pb-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id={headingId} level={1} eyebrow={eyebrow} title={title} intro={intro} />
        {children}
      </div>
    </section>
  );
}
