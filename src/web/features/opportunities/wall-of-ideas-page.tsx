import { AlertMeButton } from '#web/features/alerts';
import { usePageTitle } from '#web/lib/use-page-meta';
import { OpportunityBrowser } from './opportunity-browser';
import { IDEA_LIST } from './opportunity-lists';
import { IdeaCard } from './opportunity-cards';
import { PageShell } from '#web/components/ui/page-shell';

/**
 * /wall-of-ideas (docs/product.md#wall-of-ideas). Prerendered in its loading state; the list is fetched in
 * the browser.
 */
export default function WallOfIdeasPage() {
  usePageTitle('Wall of Ideas');
  return (
    <PageShell
      headingId="list-page-heading"
      eyebrow="Opportunities"
      title="Wall of Ideas"
      intro="Ideas from students, professors and founders, looking for collaborators. Find one that excites you, or share your own."
    >
      <OpportunityBrowser
        list={IDEA_LIST}
        card={(idea, headingLevel) => <IdeaCard key={idea.id} idea={idea} headingLevel={headingLevel} />}
        alertAction={({ q, filter }) => <AlertMeButton list="ideas" q={q} filter={filter || 'All'} />}
      />
    </PageShell>
  );
}
