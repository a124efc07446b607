import { SectionShell } from '../../components/ui/section-shell';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';

/** Get In Touch (anchor `contact`): the message form beside the centre's address, email, phone and profiles. */
export function ContactSection() {
  return (
    <SectionShell
      id="contact"
      eyebrow="Contact"
      title="Get In Touch"
      intro="Questions about programs, partnerships or visiting the centre? We would love to hear from you."
      tone="mist"
    >
      <div className="mx-auto grid max-w-5xl gap-8 lg:grid-cols-[2fr_3fr]">
        <ContactDetails />
        <ContactForm />
      </div>
    </SectionShell>
  );
}
