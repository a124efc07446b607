import { SITE } from '../../../common/site';
import { SectionShell } from '../../components/ui/section-shell';

export function NewsletterSection() {
  return (
    <SectionShell
      id="newsletter"
      eyebrow="Newsletter"
      title="Stay in the loop"
      intro={`News of events, programs and opportunities at the ${SITE.name}, once or twice a month.`}
    />
  );
}
