import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { REPORT_REASON_LABELS, REPORT_REASONS } from '#common/reports-constants';

/**
 * The reason of a report as one radio button per reason, none chosen at first (docs/product.md#reports), so
 * no report is filed as spam by a single click. A fieldset named by its legend: screen readers name the
 * group, hear that a choice is required, and read the error with each option; arrow keys move the choice.
 */
export function ReasonChoice({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">
        Reason
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      </legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {REPORT_REASONS.map((reason) => (
          <label
            key={reason}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 ring-1 ring-slate-300 has-checked:bg-sky-50 has-checked:ring-2 has-checked:ring-brand-dark has-focus-visible:ring-2 has-focus-visible:ring-brand"
          >
            <input
              type="radio"
              value={reason}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="h-4 w-4 accent-brand-dark"
              {...registration}
            />
            <span className="text-sm text-ink">{REPORT_REASON_LABELS[reason]}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
