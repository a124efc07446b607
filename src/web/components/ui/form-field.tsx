import { useEffect, useId, useRef, type ReactNode } from 'react';
import {
  get,
  useFormState,
  type FieldError,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { fieldErrorClass, inputClass } from './form-styles';
import { OUTCOME_COLOURS } from './status';

interface FieldProps {
  label: string;
  error?: string;
  hint?: string;
  multiline?: boolean;
  rows?: number;
  /** Renders a <select> with these options instead of an input. */
  options?: readonly (string | { value: string; label: string })[];
  /**
   * Values the input suggests as the person types (a <datalist>: the browser's own combobox, which
   * keyboards and screen readers know), for a choice from a list too long for a <select>.
   */
  suggestions?: readonly string[];
  type?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email' | 'url' | 'decimal' | 'search';
  placeholder?: string;
  maxLength?: number;
  min?: number | string;
  readOnly?: boolean;
  required?: boolean;
  value?: string;
  registration?: UseFormRegisterReturn;
  /** Extra content under the control (for example a character count). */
  children?: ReactNode;
}

/**
 * A labelled form control with its hint and error tied to it for screen readers
 * (aria-describedby, aria-invalid). Works with react-hook-form through `registration`.
 */
export function Field({
  label,
  error,
  hint,
  multiline,
  rows = 4,
  options,
  suggestions,
  registration,
  children,
  ...inputProps
}: FieldProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    className: inputClass,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    ...inputProps,
    ...registration,
  };
  let control: ReactNode;
  if (options) {
    const {
      type: _type,
      inputMode: _inputMode,
      maxLength: _maxLength,
      min: _min,
      required,
      ...selectProps
    } = common;
    // Every option is a valid choice, so the select can never be empty: `required` would demand an empty
    // first option (HTML's placeholder rule). Screen readers still hear that a choice is required.
    control = (
      <select {...selectProps} aria-required={required || undefined}>
        {options.map((option) => {
          const { value, label: text } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    );
  } else if (multiline) {
    control = <textarea rows={rows} {...common} />;
  } else if (suggestions) {
    control = (
      <>
        <input {...common} list={`${id}-suggestions`} />
        <datalist id={`${id}-suggestions`}>
          {suggestions.map((value) => (
            <option key={value} value={value} />
          ))}
        </datalist>
      </>
    );
  } else {
    control = <input {...common} />;
  }
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        {inputProps.required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      {control}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={fieldErrorClass}>
          {error}
        </p>
      )}
      {children}
    </div>
  );
}

/** The message under a field, whether zod blamed the field or (for a list) one item of it. */
function fieldMessage(error: unknown): string | undefined {
  if (!error) return undefined;
  const direct = (error as FieldError).message;
  if (direct) return direct;
  if (Array.isArray(error))
    return (error as (FieldError | undefined)[]).find((item) => item?.message)?.message;
  return undefined;
}

/** Which field of which form a `FormField` (or a field built on it) stands for. */
export interface FieldBinding<Input extends FieldValues, Output extends FieldValues> {
  form: Pick<UseFormReturn<Input, unknown, Output>, 'register' | 'control'>;
  name: Path<Input>;
}

/**
 * A `Field` tied to one field of a react-hook-form form: it registers the field and shows its message,
 * so a form only declares its fields (label, limits, hint).
 */
export function FormField<Input extends FieldValues, Output extends FieldValues>({
  form,
  name,
  valueAsNumber,
  rules,
  ...fieldProps
}: Omit<FieldProps, 'registration' | 'error'> &
  FieldBinding<Input, Output> & {
    /** The form gets a number (NaN when empty), as register's `valueAsNumber`. */
    valueAsNumber?: boolean;
    /** Register's onChange or onBlur, for a field that fills in another one. */
    rules?: Pick<RegisterOptions<Input, Path<Input>>, 'onChange' | 'onBlur'>;
  }) {
  const { errors } = useFormState({ control: form.control, name });
  return (
    <Field
      {...fieldProps}
      error={fieldMessage(get(errors, name))}
      registration={form.register(name, valueAsNumber ? { ...rules, valueAsNumber } : rules)}
    />
  );
}

/**
 * The form-level message under a form: a server error (role=alert) or a success (role=status). With
 * `takeFocus` it takes the keyboard focus when shown: for an outcome that replaces the form it answers
 * (a booking's confirmation), so focus does not fall to the page body.
 */
export function FormMessage({
  tone,
  children,
  takeFocus = false,
}: {
  tone: 'error' | 'success';
  children: ReactNode;
  takeFocus?: boolean;
}) {
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (takeFocus) message.current?.focus();
  }, [takeFocus]);
  const focusable = takeFocus ? { ref: message, tabIndex: -1 } : {};
  return tone === 'error' ? (
    <p role="alert" {...focusable} className={`text-sm ${OUTCOME_COLOURS.box.error}`}>
      {children}
    </p>
  ) : (
    <p role="status" {...focusable} className={`text-sm ${OUTCOME_COLOURS.box.ok}`}>
      {children}
    </p>
  );
}

/** The form-level error of a form (`formError` of useServerForm); nothing while there is none. */
export function FormError({ message }: { message: string | null | undefined }) {
  return message ? <FormMessage tone="error">{message}</FormMessage> : null;
}

/**
 * The message under a field a screen draws itself (the login panel's), announced as soon as it shows;
 * `id` is the one the field names in `aria-describedby`. Nothing when there is no message.
 */
export function FieldMessage({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={fieldErrorClass}>
      {message}
    </p>
  );
}
