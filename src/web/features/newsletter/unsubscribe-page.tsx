import { usePageTitle } from '../../lib/use-page-meta';

/** Unsubscribe: built by its feature's issue. */
export default function UnsubscribePage() {
  usePageTitle('Unsubscribe');
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 pt-28 pb-20 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Unsubscribe</h1>
    </main>
  );
}
