import { inputClass } from './form-styles';

interface SearchFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
}

/** A labelled search box for a list searched on the server (the admin's subscribers and people). */
export function SearchField({ id, label, value, onChange }: SearchFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      />
    </div>
  );
}
