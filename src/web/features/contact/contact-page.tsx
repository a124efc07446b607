import { usePageTitle } from '#web/lib/use-page-meta';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';

/** /contact: the contact section as a page of its own (prerendered; the form works once hydrated). */
export default function ContactPage() {
  usePageTitle('Contact us');
  return (
    <div className="bg-mist">
      <div className="mx-auto max-w-5xl px-4 pt-28 pb-20 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Contact us</h1>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">
          Questions about programs, partnerships or visiting the centre? Write to us and we will get back to
          you.
        </p>
        <div className="mt-10 grid gap-8 lg:grid-cols-[2fr_3fr]">
          <ContactDetails />
          <ContactForm />
        </div>
      </div>
    </div>
  );
}
