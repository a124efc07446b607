import type { ReactNode } from 'react';
import { SectionHeading } from './section-heading';

interface SectionShellProps {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  tone?: 'white' | 'mist';
  children?: ReactNode;
}

/** A home-page section with its anchor, heading and introduction; features put their content inside. */
export function SectionShell({ id, eyebrow, title, intro, tone = 'white', children }: SectionShellProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={`${tone === 'mist' ? 'bg-mist' : 'bg-white'} py-8`}
    >
      <div className="mx-auto max-w-6xl px-6">
        <SectionHeading id={`${id}-heading`} eyebrow={eyebrow} title={title} intro={intro} compact />
        {children}
      </div>
    </section>
  );
}
