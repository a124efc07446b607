import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  /** h1 when the section is a page of its own, h2 on the home page. */
  level?: 1 | 2;
  tone?: 'light' | 'dark';
  /** Home's sections are teasers: a tighter heading (docs/product.md#home-teasers). */
  compact?: boolean;
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  level = 2,
  tone = 'light',
  compact = false,
}: SectionHeadingProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const dark = tone === 'dark';
  return (
    <div className={`mx-auto max-w-3xl text-center ${compact ? 'mb-5' : 'mb-10'}`}>
      {eyebrow && (
        <p
          className={`mb-2 text-sm font-semibold uppercase tracking-widest ${dark ? 'text-accent' : 'text-brand-dark'}`}
        >
          {eyebrow}
        </p>
      )}
      <Heading
        id={id}
        className={`font-bold tracking-tight ${compact ? 'text-2xl sm:text-3xl' : 'text-3xl sm:text-4xl'} ${dark ? 'text-white' : 'text-ink'}`}
      >
        {title}
      </Heading>
      {intro && (
        <p
          className={`${compact ? 'mt-2 max-sm:hidden sm:text-lg' : 'mt-4 text-lg'} ${dark ? 'text-slate-200' : 'text-slate-600'}`}
        >
          {intro}
        </p>
      )}
    </div>
  );
}
