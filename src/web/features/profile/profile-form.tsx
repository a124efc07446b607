import { useEffect } from 'react';
import { PROFILE_LIMITS, profileUpdateSchema, type UserProfile } from '#common/auth';
import { showsEmailAsName } from '#common/display-names';
import { Field, FormError, FormField } from '#web/components/ui/form-field';
import { apiMessageOr, useServerForm } from '#web/lib/use-server-form';
import { useUpdateProfile } from './api/update-profile';
import { Button } from '#web/components/ui/button';
import { PrivacyNoticeLine } from '#web/components/ui/privacy-notice-line';

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
    defaultValues: {
      // Someone who shows their email starts from an empty name (docs/product.md#names).
      fullName: showsEmailAsName(user) ? '' : user.fullName,
      phone: user.phone,
      location: user.location,
      bio: user.bio,
    },
    failureMessage: apiMessageOr('Your profile could not be saved. Check your connection and try again.'),
  });
  const { handleSubmit, setFocus, formError, clearFormError, showServerError } = form;

  useEffect(() => setFocus('fullName'), [setFocus]);

  const onSubmit = handleSubmit((values) => {
    clearFormError();
    // No name means the email is shown in its place, never an empty name (docs/product.md#names).
    update.mutate(
      { ...values, fullName: values.fullName?.trim() || user.email },
      { onSuccess: onSaved, onError: showServerError },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-8 space-y-5" aria-label="Edit profile">
      <FormField
        form={form}
        name="fullName"
        label="Display name"
        hint="How others see you. Leave it empty to show your email instead."
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
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
        <Button type="button" onClick={onCancel} disabled={update.isPending} variant="secondary">
          Cancel
        </Button>
      </div>
      <PrivacyNoticeLine section="account" />
    </form>
  );
}
