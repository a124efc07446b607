import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PROFILE_LIMITS, profileUpdateSchema, type UserProfile } from '#common/auth';
import { Field, FormMessage } from '#web/components/ui/form-field';
import { primaryButton, secondaryButton } from '#web/components/ui/form-styles';
import { ApiError } from '#web/lib/api-client';
import { useUpdateProfile } from './api/update-profile';

type EditableField = keyof typeof PROFILE_LIMITS;
const EDITABLE: readonly EditableField[] = ['fullName', 'phone', 'location', 'bio'];

interface ProfileFormProps {
  user: UserProfile;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * Edit mode of /profile (docs/product.md#profile): name, phone, location and bio change; email and role do
 * not.
 */
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
      {serverError && <FormMessage tone="error">{serverError}</FormMessage>}
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
