import { SectionShell } from '#web/components/ui/section-shell';
import { OpportunityTeaser } from './opportunity-teaser';
import { IDEA_LIST } from './opportunity-lists';

export function WallOfIdeasSection() {
  return (
    <SectionShell
      id="wall-of-ideas"
      eyebrow="Wall of Ideas"
      title="Join an idea"
      intro="Ideas students and researchers want to build: join one."
      tone="mist"
    >
      <OpportunityTeaser list={IDEA_LIST} />
    </SectionShell>
  );
}
