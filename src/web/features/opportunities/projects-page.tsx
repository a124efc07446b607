import { AlertMeButton } from '#web/features/alerts';
import { usePageTitle } from '#web/lib/use-page-meta';
import { PageShell } from '#web/components/ui/page-shell';
import { OpportunityBrowser } from './opportunity-browser';
import { PROJECT_LIST } from './opportunity-lists';
import { ProjectCard } from './opportunity-cards';

/**
 * /projects (docs/product.md#projects). Prerendered in its loading state; the list is fetched in the browser.
 */
export default function ProjectsPage() {
  usePageTitle('Project Opportunities');
  return (
    <PageShell
      headingId="list-page-heading"
      eyebrow="Opportunities"
      title="Project Opportunities"
      intro="Remote, on-site and hybrid projects from founders, faculty and industry partners who need your skills."
    >
      <OpportunityBrowser
        list={PROJECT_LIST}
        card={(project, headingLevel) => (
          <ProjectCard key={project.id} project={project} headingLevel={headingLevel} />
        )}
        alertAction={({ q, filter }) => <AlertMeButton list="projects" q={q} filter={filter || 'All'} />}
      />
    </PageShell>
  );
}
