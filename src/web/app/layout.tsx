import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Navbar } from './navbar';
import { ScrollRestoration } from './scroll-restoration';
import { LaterPart } from './hydration-mark';

// Below every page's content: prerendered pages show it before any script runs, and it hydrates when its
// chunk arrives (docs/performance.md#front-end-budgets).
const Footer = lazy(() => import('./footer').then((module) => ({ default: module.Footer })));
// It shows nothing: it watches the stored user (another tab signing out, a damaged copy), which can wait.
const StoredUserCheck = lazy(() =>
  import('#web/features/auth/stored-user-check').then((module) => ({ default: module.StoredUserCheck })),
);

/**
 * The shared layout (docs/product.md#shared-layout): navbar, page and footer. Nothing floats over the page
 * but the navbar (docs/product.md#newsletter-button).
 */
export function Layout() {
  return (
    <>
      <ScrollRestoration />
      <Suspense fallback={null}>
        <StoredUserCheck />
      </Suspense>
      <Navbar />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <LaterPart name="footer" fallback={null}>
        <Footer />
      </LaterPart>
    </>
  );
}
