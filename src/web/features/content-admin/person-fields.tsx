import type { UseFormRegisterReturn } from 'react-hook-form';
import { CONTENT_LIMITS, type ImageRef } from '#common/content';
import { Field } from '#web/components/ui/form-field';
import { Thumbnail } from './list-states';
import { PhotoField } from '#web/components/ui/photo-field';
import type { usePhotoFormState } from '#web/components/ui/photo-form-state';

// Fields and list rows that team members and mentors have in common.

interface RegisteredFieldProps {
  error?: string;
  registration: UseFormRegisterReturn;
}

export function EmailField({ error, registration }: RegisteredFieldProps) {
  return (
    <Field
      label="Email"
      required
      type="email"
      inputMode="email"
      maxLength={CONTENT_LIMITS.email}
      error={error}
      registration={registration}
    />
  );
}

export function ProfileLinkField({ error, registration }: RegisteredFieldProps) {
  return (
    <Field
      label="Professional profile link"
      required
      type="url"
      inputMode="url"
      placeholder="https://www.linkedin.com/in/…"
      maxLength={CONTENT_LIMITS.url}
      error={error}
      registration={registration}
    />
  );
}

/** A person's photo: optional, so it can be removed. */
export function PersonPhotoField({
  current,
  photo,
}: {
  current: ImageRef | null;
  photo: ReturnType<typeof usePhotoFormState>;
}) {
  return (
    <PhotoField
      label="Photo"
      current={current}
      file={photo.file}
      onFileChange={photo.setFile}
      removable
      remove={photo.remove}
      onRemoveChange={photo.setRemove}
      error={photo.error}
      onError={photo.setError}
    />
  );
}

export function PersonRow({ image, name, detail }: { image: ImageRef | null; name: string; detail: string }) {
  return (
    <div className="flex items-center gap-3">
      <Thumbnail image={image} />
      <div className="min-w-0">
        <p className="font-semibold text-ink">{name}</p>
        <p className="text-sm text-slate-600 sm:truncate">{detail}</p>
      </div>
    </div>
  );
}
