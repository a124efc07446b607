import { AfterHydration } from '#web/components/ui/after-hydration';
import { SectionShell } from '#web/components/ui/section-shell';
import { ContactDetails } from './contact-details';
import { ContactFormPlaceholder } from './contact-form-placeholder';

// The form (with react-hook-form and zod) stays out of the home page's first JavaScript.
const loadForm = () => import('./contact-form').then((module) => module.ContactForm);

/** Get In Touch (anchor `contact`): the message form beside the centre's address, email, phone and profiles. */
export function ContactSection() {
  return (
    <SectionShell
      id="contact"
      eyebrow="Contact"
      title="Get In Touch"
      intro="Questions about programs, partnerships or a visit? Write to us."
      tone="mist"
    >
      <div className="mx-auto grid max-w-5xl gap-8 lg:grid-cols-2">
        <ContactDetails />
        <AfterHydration load={loadForm} placeholder={<ContactFormPlaceholder />} />
      </div>
    </SectionShell>
  );
}
