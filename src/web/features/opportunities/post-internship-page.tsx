import { usePageTitle } from '../../lib/use-page-meta';

/** Post an internship: built by its feature's issue. */
export default function PostInternshipPage() {
  usePageTitle('Post an internship');
  return (
    <div className="mx-auto max-w-6xl px-4 pt-28 pb-20 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Post an internship</h1>
    </div>
  );
}
