import { startupProfileInputSchema, STARTUP_MESSAGES, type StartupProfile } from '#common/startups';
import { FormError } from '#web/components/ui/form-field';
import { usePhotoFormState } from '#web/components/ui/photo-form-state';
import { apiMessageOr, useServerForm } from '#web/lib/use-server-form';
import { useSaveMyStartup } from './api/my-startup';
import { profileFormValues, StartupProfileFields, toTextFields } from './profile-fields';
import { Button } from '#web/components/ui/button';
import { PrivacyNoticeLine } from '#web/components/ui/privacy-notice-line';

/** A founder edits their startup's profile and chooses whether it is public (docs/product.md#startup-profiles). */
export function StartupProfileForm({
  profile,
  onDone,
  onCancel,
}: {
  profile: StartupProfile;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const save = useSaveMyStartup(profile.id);
  const logo = usePhotoFormState();
  const form = useServerForm(startupProfileInputSchema, {
    defaultValues: profileFormValues(profile),
    failureMessage: apiMessageOr('The profile could not be saved. Check your connection and try again.'),
    focusServerErrors: true,
  });
  const submit = form.handleSubmit((values) => {
    form.clearFormError();
    save.mutate(
      { fields: toTextFields(values), logo: logo.file, removeLogo: logo.remove },
      {
        onSuccess: () => onDone(STARTUP_MESSAGES.saved),
        onError: (error) => logo.fromServer(error, form.showServerError(error)),
      },
    );
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={`Edit ${profile.name}`}
      className="space-y-4"
    >
      <StartupProfileFields form={form} logo={logo} currentLogo={profile.logo} />
      <FormError message={form.formError} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="secondary" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save profile'}
        </Button>
      </div>
      <PrivacyNoticeLine section="cohorts" />
    </form>
  );
}
