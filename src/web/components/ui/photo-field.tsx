import { useId, useState } from 'react';
import type { ImageRef } from '#common/content';
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, IMAGE_TOO_LARGE_MESSAGE, NOT_AN_IMAGE_MESSAGE } from '#common/media';
import { inputClass } from './form-styles';
import type { PhotoFormState } from './photo-form-state';
import { ResponsiveImage } from './responsive-image';

interface PhotoFieldProps {
  label: string;
  /** The picture stored now (editing), shown until replaced or removed. */
  current: ImageRef | null;
  /** The chosen file, the "remove" choice and the error (usePhotoFormState). */
  photo: PhotoFormState;
  /** People may have no photo; a slide always has one. */
  removable: boolean;
  /** The words of the remove checkbox (a logo is not a photo). */
  removeLabel?: string;
}

/** A picture picker with the 5 MB and image-type checks done before upload (the server checks again). */
export function PhotoField({
  label,
  current,
  photo,
  removable,
  removeLabel = 'Remove the current photo',
}: PhotoFieldProps) {
  const { file, setFile: onFileChange, remove, setRemove: onRemoveChange, error, setError: onError } = photo;
  const id = useId();
  const [inputKey, setInputKey] = useState(0);
  const describedBy = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="mt-1 flex flex-col items-start gap-2 sm:flex-row sm:items-center sm:gap-4">
        {current && !remove && !file && (
          <ResponsiveImage
            image={current}
            alt="Current picture"
            sizes="64px"
            className="h-16 w-16 rounded-lg object-cover"
          />
        )}
        <input
          key={inputKey}
          id={id}
          type="file"
          accept={IMAGE_ACCEPT}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClass} file:mr-3 file:rounded-full file:border-0 file:bg-mist file:px-3 file:py-1 file:font-semibold`}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            if (chosen && chosen.size > IMAGE_MAX_BYTES) {
              onError(IMAGE_TOO_LARGE_MESSAGE);
              onFileChange(null);
              setInputKey((key) => key + 1);
              return;
            }
            if (chosen && chosen.type && !chosen.type.startsWith('image/')) {
              onError(NOT_AN_IMAGE_MESSAGE);
              onFileChange(null);
              setInputKey((key) => key + 1);
              return;
            }
            onError(undefined);
            onFileChange(chosen);
            if (chosen) onRemoveChange(false);
          }}
        />
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        JPEG, PNG, WebP, GIF or AVIF, at most 5MB.{current ? ' Leave empty to keep the current picture.' : ''}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {removable && current && !file && (
        <label className="mt-2 inline-flex items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            checked={remove}
            onChange={(event) => onRemoveChange(event.target.checked)}
            className="h-4 w-4"
          />
          {removeLabel}
        </label>
      )}
    </div>
  );
}
