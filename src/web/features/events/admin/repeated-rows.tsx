import type { ReactNode } from 'react';
import { useFormState, type UseFormReturn } from 'react-hook-form';
import type { EventFormValues } from '#common/events';
import { Button } from '#web/components/ui/button';
import { fieldErrorClass } from '#web/components/ui/form-styles';

export type EventForm = Pick<UseFormReturn<EventFormValues>, 'register' | 'control' | 'setValue'>;

export const ROW_BOX = 'rounded-xl bg-mist p-3 ring-1 ring-slate-200 sm:p-4';
export const GROUP_LEGEND = 'text-base font-semibold text-ink';

interface RepeatedRowsProps {
  form: EventForm;
  name: 'agenda' | 'speakers';
  legend: string;
  intro?: ReactNode;
  /** react-hook-form's ids of the rows, in order. */
  rowKeys: string[];
  max: number;
  /** "Agenda item 3", "Speaker 3": the row's group name for screen readers. */
  rowName: (index: number) => string;
  /** "Remove item 3": its remove button. */
  removeLabel: (index: number) => string;
  gridClassName: string;
  addLabel: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  children: (index: number) => ReactNode;
}

/** A message for a whole list (the server's, or "at most 30 items"), shown under its fieldset. */
function ListError({ form, name }: { form: EventForm; name: 'agenda' | 'speakers' }) {
  const { errors } = useFormState({ control: form.control, name });
  const error = errors[name] as { message?: string; root?: { message?: string } } | undefined;
  const message = error?.message ?? error?.root?.message;
  return message ? <p className={fieldErrorClass}>{message}</p> : null;
}

/**
 * A list of rows the admin adds and removes (the agenda, the speakers; docs/product.md#event-administration):
 * each row a named group of fields with its own remove button, the list's message, and an add button until
 * the list is full.
 */
export function RepeatedRows(props: RepeatedRowsProps) {
  const { form, name, legend, intro, rowKeys, max, rowName, removeLabel, gridClassName } = props;
  return (
    <fieldset className="space-y-3">
      <legend className={GROUP_LEGEND}>{legend}</legend>
      {intro && <p className="text-sm text-slate-600">{intro}</p>}
      <ol className="space-y-3">
        {rowKeys.map((key, index) => (
          <li key={key} className={ROW_BOX}>
            <fieldset className={gridClassName}>
              <legend className="sr-only">{rowName(index)}</legend>
              {props.children(index)}
            </fieldset>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              className="mt-3"
              onClick={() => props.onRemove(index)}
            >
              {removeLabel(index)}
            </Button>
          </li>
        ))}
      </ol>
      <ListError form={form} name={name} />
      {rowKeys.length < max && (
        <Button type="button" variant="secondary" size="sm" onClick={props.onAdd}>
          {props.addLabel}
        </Button>
      )}
    </fieldset>
  );
}
