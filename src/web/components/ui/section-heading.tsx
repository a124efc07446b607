import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  /** h1 when the section is a page of its own, h2 on the home page. */
  level?: 1 | 2;
  tone?: 'light' | 'dark';
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  level = 2,
  tone = 'light',
}: SectionHeadingProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const dark = tone === 'dark';
  return (
    <div className="mx-auto mb-10 max-w-3xl text-center">
      {eyebrow && (
        <p
          className={`mb-2 text-sm font-semibold uppercase tracking-widest ${dark ? 'text-accent' : 'text-brand-dark'}`}
        >
          {eyebrow}
        </p>
      )}
      <Heading
        id={id}
        className={`text-3xl font-bold tracking-tight sm:text-4xl ${dark ? 'text-white' : 'text-ink'}`}
      >
        {title}
      </Heading>
      {intro && <p className={`mt-4 text-lg ${dark ? 'text-slate-200' : 'text-slate-600'}`}>{intro}</p>}
    </div>
  );
}
