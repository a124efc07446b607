import { useId } from 'react';
import { inputClass } from '#web/components/ui/form-styles';
import { dateTimeFormat } from '#common/intl-cache';
import { LiveStatus } from '#web/components/ui/status';

export function SearchBox({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}) {
  const id = useId();
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        maxLength={100}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClass} mt-0`}
      />
    </div>
  );
}

export function FilterSelect<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className="sm:w-48">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        className={`${inputClass} mt-0`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Announces the number of results to screen readers once a search settles. */
export function ResultCount({
  total,
  busy,
  noun,
}: {
  total: number | undefined;
  busy: boolean;
  noun: string;
}) {
  const text = busy
    ? 'Searching…'
    : total === undefined
      ? ''
      : `${total} ${total === 1 ? noun : `${noun}s`} found`;
  return <LiveStatus className="mt-3 min-h-5 text-sm text-slate-600">{text}</LiveStatus>;
}

export function formatDate(iso: string): string {
  return dateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));
}
