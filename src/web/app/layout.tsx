import { Outlet } from 'react-router-dom';
import { StoredUserCheck } from '#web/features/auth';
import { NewsletterButton } from '#web/features/newsletter/newsletter-button';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { ScrollRestoration } from './scroll-restoration';

/**
 * The shared layout (docs/product.md#shared-layout): navbar, page, footer and the round newsletter button.
 */
export function Layout() {
  return (
    <>
      <ScrollRestoration />
      <StoredUserCheck />
      <Navbar />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <Footer />
      <aside aria-label="Newsletter sign-up">
        <NewsletterButton />
      </aside>
    </>
  );
}
