import { usePageTitle } from '../../lib/use-page-meta';

/** Internships: built by its feature's issue. */
export default function InternshipsPage() {
  usePageTitle('Internships');
  return (
    <div className="mx-auto max-w-6xl px-4 pt-28 pb-20 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Internships</h1>
    </div>
  );
}
