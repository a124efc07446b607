import { SectionShell } from '#web/components/ui/section-shell';
import { OpportunityTeaser } from './opportunity-teaser';
import { PROJECT_LIST } from './opportunity-lists';

export function ProjectsSection() {
  return (
    <SectionShell
      id="projects"
      eyebrow="Projects"
      title="Projects"
      intro="Founders, faculty and industry partners who need your skills."
      tone="mist"
    >
      <OpportunityTeaser list={PROJECT_LIST} />
    </SectionShell>
  );
}
