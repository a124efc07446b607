import { useEffect, useId, useState, type DragEvent } from 'react';
import { IMAGE_ACCEPT } from '#common/media';
import { Icon } from '#web/components/ui/icons';

interface ImagePickerProps {
  label: string;
  value: File | null;
  onChange: (file: File | null) => void;
  /** The stored picture shown while editing, until another one is picked. */
  currentSrc?: string;
  error?: string;
  hint?: string;
  required?: boolean;
}

/**
 * A file input (so keyboard and screen readers work as usual) dressed as a drop zone, with a
 * preview. The preview is a data: URL because the CSP allows data: images and not blob: ones.
 */
export function ImagePicker({ label, value, onChange, currentSrc, error, hint, required }: ImagePickerProps) {
  const id = useId();
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    if (!value) return;
    let cancelled = false;
    const reader = new FileReader();
    reader.onload = () => {
      if (!cancelled && typeof reader.result === 'string') setPreview({ file: value, url: reader.result });
    };
    reader.readAsDataURL(value);
    return () => {
      cancelled = true;
      reader.abort();
    };
  }, [value]);

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onChange(file);
  };

  const shown = (value && preview?.file === value ? preview.url : null) ?? currentSrc;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

  return (
    <div>
      <span id={`${id}-label`} className="block text-sm font-medium text-ink">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </span>
      <label
        htmlFor={id}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`mt-1 flex cursor-pointer flex-col items-center gap-3 rounded-xl border-2 border-dashed p-4 text-center focus-within:border-brand focus-within:ring-2 focus-within:ring-brand/30 sm:flex-row sm:text-left ${
          error ? 'border-red-600' : dragging ? 'border-brand bg-sky-50' : 'border-slate-300 bg-mist'
        }`}
      >
        {shown ? (
          <img src={shown} alt="Preview of the chosen image" className="h-24 w-40 rounded-lg object-cover" />
        ) : (
          <span aria-hidden="true" className="flex h-24 w-40 items-center justify-center rounded-lg bg-white">
            <Icon name="image" className="h-10 w-10 text-slate-500" />
          </span>
        )}
        <span className="text-sm text-slate-700">
          <span className="font-semibold text-brand-dark">Choose an image</span> or drop one here
          <span className="block text-xs text-slate-600">
            {value ? value.name : 'JPEG, PNG, WebP, GIF or AVIF, up to 5MB'}
          </span>
        </span>
        <input
          id={id}
          type="file"
          accept={IMAGE_ACCEPT}
          aria-labelledby={`${id}-label`}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className="sr-only"
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
