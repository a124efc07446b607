/** The class list of every text field, so fields look and behave alike across the site (buttons: `button.tsx`). */
export const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-ink shadow-sm focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none aria-invalid:border-red-600 read-only:bg-mist read-only:text-slate-600';

/** The message under a field that the check refused. */
export const fieldErrorClass = 'mt-1 text-sm font-medium text-red-700';
