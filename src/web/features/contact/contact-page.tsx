import { usePageTitle } from '../../lib/use-page-meta';

/** Contact us: built by its feature's issue. */
export default function ContactPage() {
  usePageTitle('Contact us');
  return (
    <div className="mx-auto max-w-6xl px-4 pt-28 pb-20 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Contact us</h1>
    </div>
  );
}
