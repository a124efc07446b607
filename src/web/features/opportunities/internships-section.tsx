import { SectionShell } from '#web/components/ui/section-shell';
import { OpportunityBrowser } from './opportunity-browser';
import { INTERNSHIP_LIST } from './opportunity-lists';

export function InternshipsSection() {
  return (
    <SectionShell
      id="internships"
      eyebrow="Internships"
      title="Internships with startups and partners"
      intro="Verified startups and companies of the centre's network offer internships to the institute's students."
    >
      <OpportunityBrowser list={INTERNSHIP_LIST} variant="section" />
    </SectionShell>
  );
}
