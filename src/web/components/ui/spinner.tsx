/** The kit's loading indicator, announced to screen readers by its label. */
export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-2 text-slate-600">
      <span
        aria-hidden="true"
        className="h-5 w-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
