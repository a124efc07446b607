import { SectionShell } from '#web/components/ui/section-shell';
import { InternshipsBrowser } from './internships-browser';

export function InternshipsSection() {
  return (
    <SectionShell
      id="internships"
      eyebrow="Internships"
      title="Internships with startups and partners"
      intro="Verified startups and companies of the centre's network offer internships to the institute's students."
    >
      <InternshipsBrowser variant="section" />
    </SectionShell>
  );
}
