import { usePageTitle } from '../../lib/use-page-meta';

/** Wall of Ideas: built by its feature's issue. */
export default function WallOfIdeasPage() {
  usePageTitle('Wall of Ideas');
  return (
    <div className="mx-auto max-w-6xl px-4 pt-28 pb-20 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Wall of Ideas</h1>
    </div>
  );
}
