import type { FieldValues } from 'react-hook-form';
import { CONTENT_LIMITS, type ImageRef } from '#common/content';
import { FormField, type FieldBinding } from '#web/components/ui/form-field';
import { Thumbnail } from './list-states';

// Fields and list rows that team members and mentors have in common.

export function EmailField<Input extends FieldValues, Output extends FieldValues>(
  props: FieldBinding<Input, Output>,
) {
  return (
    <FormField
      {...props}
      label="Email"
      required
      type="email"
      inputMode="email"
      maxLength={CONTENT_LIMITS.email}
    />
  );
}

export function ProfileLinkField<Input extends FieldValues, Output extends FieldValues>(
  props: FieldBinding<Input, Output>,
) {
  return (
    <FormField
      {...props}
      label="Professional profile link"
      required
      type="url"
      inputMode="url"
      placeholder="https://www.linkedin.com/in/…"
      maxLength={CONTENT_LIMITS.url}
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
