import type { ReactNode } from 'react';

/**
 * One of my submissions in a list: what it is, its state's badge beside it, and what follows under them
 * (dates, contact, actions). `title` is the row's first element; it may not shrink the badge.
 */
export function StateCard({
  title,
  badge,
  children,
}: {
  title: ReactNode;
  badge: ReactNode;
  children?: ReactNode;
}) {
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-start justify-between gap-3">
        {title}
        {badge}
      </div>
      {children}
    </li>
  );
}
