import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { NOT_FOUND_TITLE, notFoundList } from '#common/routes';
import { usePageTitle } from '#web/lib/use-page-meta';
import { LinkButton } from './button';

/**
 * Keeps a page out of search engines after client-side navigation too; the server already sends the
 * tag with the page (docs/product.md#unknown-addresses).
 */
function useNoIndex(): void {
  useEffect(() => {
    if (document.head.querySelector('meta[name="robots"]')) return;
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

/**
 * "Page not found" for an unknown address or a missing event, post or startup, with a way back home and to
 * the list the address belongs to (docs/product.md#unknown-addresses). The server answers these with 404.
 */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const list = notFoundList(pathname);
  usePageTitle(NOT_FOUND_TITLE);
  useNoIndex();
  return (
    <div className="mx-auto max-w-3xl px-4 pt-28 pb-20 sm:px-6">
      <p className="font-semibold text-brand-dark">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold text-ink sm:text-4xl">{NOT_FOUND_TITLE}</h1>
      <p className="mt-4 text-lg text-slate-700">
        There is nothing at this address. The link may be mistyped, or the page has been moved or removed.
      </p>
      <ul className="mt-8 flex flex-wrap gap-3">
        <li>
          <LinkButton to="/">Back to home</LinkButton>
        </li>
        {list && (
          <li>
            <LinkButton to={list.path} variant="secondary">
              {list.label}
            </LinkButton>
          </li>
        )}
      </ul>
    </div>
  );
}
