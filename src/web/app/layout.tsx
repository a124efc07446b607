import { Outlet, useLocation } from 'react-router-dom';
import { isCheckInPath } from '#common/routes';
import { StoredUserCheck } from '#web/features/auth';
import { NewsletterButton } from '#web/features/newsletter/newsletter-button';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { ScrollRestoration } from './scroll-restoration';

/**
 * The shared layout (docs/product.md#shared-layout): navbar, page, footer and the round newsletter button,
 * which stays off the check-in page, where it would cover the camera (docs/product.md#newsletter-button).
 */
export function Layout() {
  const { pathname } = useLocation();
  return (
    <>
      <ScrollRestoration />
      <StoredUserCheck />
      <Navbar />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <Footer />
      {!isCheckInPath(pathname) && (
        <aside aria-label="Newsletter sign-up">
          <NewsletterButton />
        </aside>
      )}
    </>
  );
}
