import { AfterHydration } from '#web/components/ui/after-hydration';
import { inputClass } from '#web/components/ui/form-styles';
import { SectionShell } from '#web/components/ui/section-shell';
import { buttonClass } from '#web/components/ui/button';

// The form (with react-hook-form and zod) stays out of the home page's first JavaScript.
const loadForm = () => import('./newsletter-section-form').then((module) => module.default);

/** The form as it looks before its script has loaded. */
function FormPlaceholder() {
  return (
    <div aria-busy="true" className="space-y-4">
      <div>
        <span className="block text-sm font-medium text-ink">Your email</span>
        <div className={`${inputClass} h-11.5`} />
      </div>
      <span className={buttonClass({ className: 'w-full opacity-70' })}>Subscribe</span>
    </div>
  );
}

/** Home's newsletter section (anchor `newsletter`): the sign-up form and a way out. */
export function NewsletterSection() {
  return (
    <SectionShell
      id="newsletter"
      eyebrow="Newsletter"
      title="Stay in the loop"
      intro="Events, programs and opportunities, once or twice a month."
      tone="mist"
    >
      <div className="mx-auto max-w-md rounded-2xl bg-white p-6 ring-1 ring-slate-200 sm:p-8">
        <AfterHydration load={loadForm} placeholder={<FormPlaceholder />} />
      </div>
    </SectionShell>
  );
}
