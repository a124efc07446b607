import { AlertMeButton } from '#web/features/alerts';
import { usePageTitle } from '#web/lib/use-page-meta';
import { OpportunityBrowser } from './opportunity-browser';
import { INTERNSHIP_LIST } from './opportunity-lists';
import { InternshipCard } from './opportunity-cards';
import { PageShell } from '#web/components/ui/page-shell';

/**
 * /internships and /internship-opportunities (docs/product.md#internships). Prerendered in its loading state.
 */
export default function InternshipsPage() {
  usePageTitle('Internships');
  return (
    <PageShell
      headingId="list-page-heading"
      eyebrow="Opportunities"
      title="Internships"
      intro="Internships at startups and companies working with the centre, verified by our team."
    >
      <OpportunityBrowser
        list={INTERNSHIP_LIST}
        card={(internship, headingLevel) => (
          <InternshipCard key={internship.id} internship={internship} headingLevel={headingLevel} />
        )}
        alertAction={({ q, filter }) => <AlertMeButton list="internships" q={q} filter={filter || 'All'} />}
      />
    </PageShell>
  );
}
