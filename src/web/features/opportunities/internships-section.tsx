import { SectionShell } from '#web/components/ui/section-shell';
import { OpportunityTeaser } from './opportunity-teaser';
import { INTERNSHIP_LIST } from './opportunity-lists';

export function InternshipsSection() {
  return (
    <SectionShell
      id="internships"
      eyebrow="Internships"
      title="Internships"
      intro="From verified startups and companies of the centre's network."
      tone="mist"
    >
      <OpportunityTeaser list={INTERNSHIP_LIST} />
    </SectionShell>
  );
}
