import { SectionShell } from '../../components/ui/section-shell';

export function EventsSection() {
  return (
    <SectionShell
      id="events"
      eyebrow="Events"
      title="Events & Programs"
      intro="Workshops, hackathons, seminars and networking evenings, plus the centre's funding and accelerator programs."
    />
  );
}
