import { useEffect } from 'react';
import { PROFILE_LIMITS, type UserProfile } from '#common/auth';
import { nameStepSchema } from '#common/display-names';
import { Button } from '#web/components/ui/button';
import { EmailText } from '#web/components/ui/email-text';
import { FormError, FormField } from '#web/components/ui/form-field';
import { apiMessageOr, useServerForm } from '#web/lib/use-server-form';
import { useChooseName } from './api/choose-name';
import { PrivacyNoticeLine } from '#web/components/ui/privacy-notice-line';

/**
 * The first sign-in's last step (docs/product.md#names): the name others will see. It is skipped only by
 * choosing, explicitly, to show the sign-in email instead.
 */
export function NameStep({ user, onDone }: { user: UserProfile; onDone: (user: UserProfile) => void }) {
  const choose = useChooseName();
  const form = useServerForm(nameStepSchema, {
    defaultValues: { fullName: '' },
    failureMessage: apiMessageOr('Your name could not be saved. Check your connection and try again.'),
    focusServerErrors: true,
  });
  const { handleSubmit, setFocus, formError, clearFormError, showServerError } = form;
  useEffect(() => setFocus('fullName'), [setFocus]);

  const onSubmit = handleSubmit((values) => {
    clearFormError();
    choose.mutate(values, { onSuccess: onDone, onError: showServerError });
  });

  return (
    <div className="mt-6 space-y-4">
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="The name others see">
        <FormField
          form={form}
          name="fullName"
          label="Your name"
          hint="Shown to the people you apply to, register with or work with."
          autoComplete="name"
          maxLength={PROFILE_LIMITS.fullName}
          required
        />
        <Button type="submit" disabled={choose.isPending} className="w-full">
          {choose.isPending ? 'Saving...' : 'Continue'}
        </Button>
        <PrivacyNoticeLine section="account" />
      </form>
      <div className="border-t border-slate-200 pt-4">
        <Button
          type="button"
          variant="secondary"
          className="w-full"
          disabled={choose.isPending}
          onClick={() => {
            clearFormError();
            choose.mutate({ showEmail: true }, { onSuccess: onDone, onError: showServerError });
          }}
        >
          Show my email instead
        </Button>
        <p className="mt-2 text-sm wrap-anywhere text-slate-600">
          Others will see <EmailText email={user.email} /> where your name would be. You can add a name later
          on your profile.
        </p>
      </div>
      <FormError message={formError} />
    </div>
  );
}
