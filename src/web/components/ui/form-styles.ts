/** Class lists shared by every form, so fields and buttons look and behave alike across the site. */
export const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-ink shadow-sm focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none aria-invalid:border-red-600 read-only:bg-mist read-only:text-slate-600';
export const primaryButton =
  'inline-flex items-center justify-center rounded-full bg-brand-dark px-6 py-2.5 font-semibold text-white shadow hover:bg-ink disabled:cursor-not-allowed disabled:opacity-70';
export const secondaryButton =
  'inline-flex items-center justify-center rounded-full bg-white px-6 py-2.5 font-semibold text-ink ring-1 ring-slate-300 hover:bg-mist disabled:opacity-70';
export const dangerButton =
  'inline-flex items-center justify-center rounded-full bg-red-700 px-5 py-2 font-semibold text-white shadow hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-70';
