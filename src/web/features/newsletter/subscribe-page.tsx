import { usePageTitle } from '../../lib/use-page-meta';

/** Subscribe to our newsletter: built by its feature's issue. */
export default function SubscribePage() {
  usePageTitle('Subscribe to our newsletter');
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 pt-28 pb-20 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Subscribe to our newsletter</h1>
    </main>
  );
}
