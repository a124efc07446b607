import { SectionShell } from '#web/components/ui/section-shell';
import { OpportunityBrowser } from './opportunity-browser';
import { IDEA_LIST } from './opportunity-lists';

export function WallOfIdeasSection() {
  return (
    <SectionShell
      id="wall-of-ideas"
      eyebrow="Wall of Ideas"
      title="Ideas looking for a team"
      intro="Students and researchers share the ideas they want to build; find one that excites you and start a conversation."
      tone="mist"
    >
      <OpportunityBrowser list={IDEA_LIST} variant="section" />
    </SectionShell>
  );
}
