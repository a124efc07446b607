import { usePageTitle } from '#web/lib/use-page-meta';
import { InternshipsBrowser } from './internships-browser';
import { ListPage } from './list-page';

/**
 * /internships and /internship-opportunities (docs/product.md#internships). Prerendered in its loading state.
 */
export default function InternshipsPage() {
  usePageTitle('Internships');
  return (
    <ListPage
      eyebrow="Opportunities"
      title="Internships"
      intro="Internships at startups and companies working with the centre, verified by our team."
    >
      <InternshipsBrowser variant="page" />
    </ListPage>
  );
}
