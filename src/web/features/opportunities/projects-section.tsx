import { SectionShell } from '#web/components/ui/section-shell';
import { ProjectsBrowser } from './projects-browser';

export function ProjectsSection() {
  return (
    <SectionShell
      id="projects"
      eyebrow="Projects"
      title="Project opportunities"
      intro="Remote, on-site and hybrid projects from founders, faculty and industry partners who need your skills."
      tone="mist"
    >
      <ProjectsBrowser variant="section" />
    </SectionShell>
  );
}
