import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { PROFILE_LIMITS, profileUpdateSchema, type UserProfile } from '../../../common/auth';
import { ApiError } from '../../lib/api-client';
import { useUpdateProfile } from './api/update-profile';

type EditableField = keyof typeof PROFILE_LIMITS;
const EDITABLE: readonly EditableField[] = ['fullName', 'phone', 'location', 'bio'];

export const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-ink shadow-sm focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none aria-invalid:border-red-600 read-only:bg-mist read-only:text-slate-600';
export const primaryButton =
  'inline-flex items-center justify-center rounded-full bg-brand-dark px-6 py-2.5 font-semibold text-white shadow hover:bg-ink disabled:cursor-not-allowed disabled:opacity-70';
export const secondaryButton =
  'inline-flex items-center justify-center rounded-full bg-white px-6 py-2.5 font-semibold text-ink ring-1 ring-slate-300 hover:bg-mist disabled:opacity-70';

interface FieldProps {
  label: string;
  error?: string;
  hint?: string;
  multiline?: boolean;
  type?: string;
  autoComplete?: string;
  maxLength?: number;
  readOnly?: boolean;
  value?: string;
  registration?: UseFormRegisterReturn;
}

function Field({ label, error, hint, multiline, registration, ...inputProps }: FieldProps) {
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
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {multiline ? <textarea rows={4} {...common} /> : <input {...common} />}
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

interface ProfileFormProps {
  user: UserProfile;
  onSaved: () => void;
  onCancel: () => void;
}

/** Edit mode of /profile (SPEC.md §2): name, phone, location and bio change; email and role do not. */
export function ProfileForm({ user, onSaved, onCancel }: ProfileFormProps) {
  const update = useUpdateProfile();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: { fullName: user.fullName, phone: user.phone, location: user.location, bio: user.bio },
  });

  useEffect(() => setFocus('fullName'), [setFocus]);

  const onSubmit = handleSubmit((values) => {
    setServerError(null);
    update.mutate(values, {
      onSuccess: onSaved,
      onError: (error) => {
        if (error instanceof ApiError) {
          for (const field of EDITABLE) {
            const message = error.fieldErrors[field];
            if (message) setError(field, { type: 'server', message });
          }
          setServerError(error.message);
        } else {
          setServerError('Your profile could not be saved. Check your connection and try again.');
        }
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-8 space-y-5" aria-label="Edit profile">
      <Field
        label="Full name"
        autoComplete="name"
        maxLength={PROFILE_LIMITS.fullName}
        error={errors.fullName?.message}
        registration={register('fullName')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="Email"
          type="email"
          value={user.email}
          readOnly
          hint="Your sign-in address; it cannot be changed."
        />
        <Field label="Role" value={user.role === 'admin' ? 'Admin' : 'User'} readOnly />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="Phone"
          type="tel"
          autoComplete="tel"
          maxLength={PROFILE_LIMITS.phone}
          error={errors.phone?.message}
          registration={register('phone')}
        />
        <Field
          label="Location"
          autoComplete="address-level2"
          maxLength={PROFILE_LIMITS.location}
          error={errors.location?.message}
          registration={register('location')}
        />
      </div>
      <Field
        label="Bio"
        multiline
        maxLength={PROFILE_LIMITS.bio}
        error={errors.bio?.message}
        registration={register('bio')}
      />
      {serverError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {serverError}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={update.isPending} className={primaryButton}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </button>
        <button type="button" onClick={onCancel} disabled={update.isPending} className={secondaryButton}>
          Cancel
        </button>
      </div>
    </form>
  );
}
