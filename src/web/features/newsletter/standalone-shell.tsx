import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SITE } from '#common/site';

/**
 * The frame of the newsletter pages, which stand outside the navigation bar and footer
 * (docs/product.md#shared-layout).
 */
export function StandaloneShell({ children }: { children: ReactNode }) {
  return (
    <main
      id="main"
      className="flex min-h-dvh flex-col items-center justify-center bg-linear-to-br from-ink via-ink-soft to-ink px-4 py-10"
    >
      <Link to="/" className="mb-6 text-sm font-semibold text-white/90 underline-offset-4 hover:underline">
        ← {SITE.name}
      </Link>
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl sm:p-8">{children}</div>
    </main>
  );
}
