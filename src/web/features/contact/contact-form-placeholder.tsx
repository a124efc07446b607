import { inputClass } from '#web/components/ui/form-styles';
import { buttonClass } from '#web/components/ui/button';

/** The contact form as it looks before its script has loaded: same layout, not yet usable. */
export function ContactFormPlaceholder() {
  const label = 'block text-sm font-medium text-ink';
  return (
    <div
      aria-busy="true"
      className="space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <span className={label}>Name</span>
          <div className={`${inputClass} h-11.5`} />
        </div>
        <div>
          <span className={label}>Email</span>
          <div className={`${inputClass} h-11.5`} />
        </div>
      </div>
      <div>
        <span className={label}>Message</span>
        <div className={`${inputClass} h-34`} />
      </div>
      <div aria-hidden="true" className="h-0" />
      <span className={buttonClass({ className: 'opacity-70' })}>Send Message</span>
    </div>
  );
}
