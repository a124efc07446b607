import type { FieldValues, Path, RegisterOptions } from 'react-hook-form';
import type { ImageRef } from '#common/content';
import type { z } from 'zod';
import {
  STARTUP_LIMITS as L,
  STARTUP_SECTORS,
  STARTUP_STAGES,
  type startupProfileInputSchema,
  type StartupProfile,
} from '#common/startups';
import { FormField, type FieldBinding } from '#web/components/ui/form-field';
import { PhotoField } from '#web/components/ui/photo-field';
import type { PhotoFormState } from '#web/components/ui/photo-form-state';

/** The fields founders and the admin both edit (docs/product.md#startup-profiles). */
export type ProfileFieldName =
  'name' | 'pitch' | 'sector' | 'stage' | 'website' | 'foundedYear' | 'published';

type ProfileFormValues = z.input<typeof startupProfileInputSchema>;

const oneOf = <T extends string>(list: readonly T[], value: string | undefined, fallback: T): T =>
  list.find((item) => item === value) ?? fallback;

/** A form's values of those fields, as text (what the multipart request sends). */
export function profileFormValues(profile: StartupProfile | null) {
  return {
    name: profile?.name ?? '',
    pitch: profile?.pitch ?? '',
    sector: oneOf(STARTUP_SECTORS, profile?.sector, 'Other'),
    stage: oneOf(STARTUP_STAGES, profile?.stage, STARTUP_STAGES[0]),
    website: profile?.website ?? '',
    foundedYear: profile?.foundedYear == null ? '' : String(profile.foundedYear),
    published: profile?.published ? 'true' : 'false',
  } satisfies ProfileFormValues;
}

/** Parsed form values back to the text fields of the request. */
export function toTextFields(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, value === null ? '' : String(value)]),
  );
}

export function StartupProfileFields<Input extends ProfileFormValues, Output extends FieldValues>({
  form,
  nameRules,
  logo,
  currentLogo,
}: {
  form: FieldBinding<Input, Output>['form'];
  /** Register's options for the name (the admin's form suggests an address from it). */
  nameRules?: Pick<RegisterOptions<Input, Path<Input>>, 'onBlur'>;
  logo: PhotoFormState;
  currentLogo: ImageRef | null;
}) {
  // Every profile field is a field of Input (the constraint above), which TypeScript cannot see through Path.
  const field = (name: ProfileFieldName) => ({ form, name: name as Path<Input> });
  return (
    <>
      <FormField {...field('name')} rules={nameRules} label="Name" required maxLength={L.name} />
      <PhotoField
        label="Logo"
        current={currentLogo}
        photo={logo}
        removable
        removeLabel="Remove the current logo"
      />
      <FormField
        {...field('pitch')}
        label="One-line pitch"
        required
        maxLength={L.pitch}
        hint={`What you do, in one line (at most ${L.pitch} characters)`}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...field('sector')} label="Sector" required options={STARTUP_SECTORS} />
        <FormField {...field('stage')} label="Stage" required options={STARTUP_STAGES} />
        <FormField
          {...field('website')}
          label="Website"
          type="url"
          inputMode="url"
          placeholder="https://"
          maxLength={L.website}
        />
        <FormField {...field('foundedYear')} label="Founded year" inputMode="numeric" maxLength={4} />
      </div>
      <FormField
        {...field('published')}
        label="Visibility"
        options={[
          { value: 'false', label: 'Private: only the cohort and the centre see it' },
          { value: 'true', label: 'Published: in the public portfolio' },
        ]}
      />
    </>
  );
}
