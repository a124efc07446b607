import { Outlet } from 'react-router-dom';
import { StoredUserCheck } from '#web/features/auth';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { ScrollRestoration } from './scroll-restoration';

/**
 * The shared layout (docs/product.md#shared-layout): navbar, page and footer. Nothing floats over the page
 * but the navbar (docs/product.md#newsletter-button).
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
    </>
  );
}
