import { SectionShell } from '#web/components/ui/section-shell';
import { IdeasBrowser } from './ideas-browser';

export function WallOfIdeasSection() {
  return (
    <SectionShell
      id="wall-of-ideas"
      eyebrow="Wall of Ideas"
      title="Ideas looking for a team"
      intro="Students and researchers share the ideas they want to build; find one that excites you and start a conversation."
      tone="mist"
    >
      <IdeasBrowser variant="section" />
    </SectionShell>
  );
}
