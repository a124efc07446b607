import { SectionShell } from '#web/components/ui/section-shell';
import { OpportunityBrowser } from './opportunity-browser';
import { PROJECT_LIST } from './opportunity-lists';

export function ProjectsSection() {
  return (
    <SectionShell
      id="projects"
      eyebrow="Projects"
      title="Project opportunities"
      intro="Remote, on-site and hybrid projects from founders, faculty and industry partners who need your skills."
      tone="mist"
    >
      <OpportunityBrowser list={PROJECT_LIST} variant="section" />
    </SectionShell>
  );
}
