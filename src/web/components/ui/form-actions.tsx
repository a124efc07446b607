import { Button } from './button';
import { FormError, FormMessage } from './form-field';

interface FormActionsProps {
  /** `formError` of useServerForm. */
  formError: string | null | undefined;
  /** The form is sending: the submit button waits and says `pendingLabel`. */
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  /** A Cancel button beside the submit button. */
  onCancel?: () => void;
  /**
   * `start`: the submit button first, Cancel after it (a dialog's form). `end`: to the right, Cancel first and
   * held while the form sends, so an edit being saved is not dropped half way (an inline editing form).
   */
  layout?: 'start' | 'end';
  /**
   * A form that stays open after it saves: its success message, in one polite live region with the error.
   * Leave it out for a form whose success shows elsewhere.
   */
  saved?: string | null;
}

/** The end of a form: its error (and success) message, the submit button and an optional Cancel. */
export function FormActions({
  formError,
  pending,
  submitLabel,
  pendingLabel,
  onCancel,
  layout = 'start',
  saved,
}: FormActionsProps) {
  const submit = (
    <Button type="submit" disabled={pending}>
      {pending ? pendingLabel : submitLabel}
    </Button>
  );
  const cancel = onCancel && (
    <Button type="button" variant="secondary" onClick={onCancel} disabled={layout === 'end' && pending}>
      Cancel
    </Button>
  );
  return (
    <>
      {saved === undefined ? (
        <FormError message={formError} />
      ) : (
        <div aria-live="polite">
          <FormError message={formError} />
          {saved && <FormMessage tone="success">{saved}</FormMessage>}
        </div>
      )}
      {!cancel ? (
        submit
      ) : layout === 'end' ? (
        <div className="flex flex-wrap justify-end gap-3">
          {cancel}
          {submit}
        </div>
      ) : (
        <div className="flex flex-wrap gap-3">
          {submit}
          {cancel}
        </div>
      )}
    </>
  );
}
