import { useEffect } from 'react';
import { PROFILE_LIMITS, profileUpdateSchema, type UserProfile } from '#common/auth';
import { Field, FormError, FormField } from '#web/components/ui/form-field';
import { primaryButton, secondaryButton } from '#web/components/ui/form-styles';
import { apiMessageOr, useServerForm } from '#web/lib/use-server-form';
import { useUpdateProfile } from './api/update-profile';

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
  const form = useServerForm(profileUpdateSchema, {
    defaultValues: { fullName: user.fullName, phone: user.phone, location: user.location, bio: user.bio },
    failureMessage: apiMessageOr('Your profile could not be saved. Check your connection and try again.'),
  });
  const { handleSubmit, setFocus, formError, clearFormError, showServerError } = form;

  useEffect(() => setFocus('fullName'), [setFocus]);

  const onSubmit = handleSubmit((values) => {
    clearFormError();
    update.mutate(values, { onSuccess: onSaved, onError: showServerError });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-8 space-y-5" aria-label="Edit profile">
      <FormField
        form={form}
        name="fullName"
        label="Full name"
        autoComplete="name"
        maxLength={PROFILE_LIMITS.fullName}
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
        <FormField
          form={form}
          name="phone"
          label="Phone"
          type="tel"
          autoComplete="tel"
          maxLength={PROFILE_LIMITS.phone}
        />
        <FormField
          form={form}
          name="location"
          label="Location"
          autoComplete="address-level2"
          maxLength={PROFILE_LIMITS.location}
        />
      </div>
      <FormField form={form} name="bio" label="Bio" multiline maxLength={PROFILE_LIMITS.bio} />
      <FormError message={formError} />
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
