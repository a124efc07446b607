import { useState } from 'react';
import {
  OWNER_CHOICE_LABELS,
  OWNER_DIGEST_HOUR,
  OWNER_NOTIFICATION_KINDS,
  OWNER_NOTIFICATION_LABELS,
  OWNER_NOTIFICATION_MESSAGES as M,
  ownerNotificationsUpdateSchema,
  type OwnerNotifications,
} from '#common/owner-notifications';
import { NOTIFICATION_CHOICES } from '#common/admin-notifications';
import { Field, FormError, FormMessage } from '#web/components/ui/form-field';
import { primaryButton } from '#web/components/ui/form-styles';
import { ErrorNotice, Spinner } from '#web/components/ui/status';
import { apiMessageOr, useServerForm } from '#web/lib/use-server-form';
import { useOwnerChoices, useSaveOwnerChoices } from './api/owner-choices';

const OPTIONS = NOTIFICATION_CHOICES.map((choice) => ({ value: choice, label: OWNER_CHOICE_LABELS[choice] }));

function ChoicesForm({ choices }: { choices: OwnerNotifications }) {
  const save = useSaveOwnerChoices();
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
    formError,
    clearFormError,
    showServerError,
  } = useServerForm(ownerNotificationsUpdateSchema, {
    defaultValues: choices,
    failureMessage: apiMessageOr(M.failed),
  });
  const onSubmit = handleSubmit((values) => {
    clearFormError();
    setSaved(false);
    save.mutate(values, { onSuccess: () => setSaved(true), onError: showServerError });
  });
  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4" aria-label="Mail about my posts">
      <div className="grid gap-4 sm:grid-cols-2">
        {OWNER_NOTIFICATION_KINDS.map((kind) => (
          <Field
            key={kind}
            label={OWNER_NOTIFICATION_LABELS[kind]}
            options={OPTIONS}
            error={errors[kind]?.message}
            registration={register(kind, { onChange: () => setSaved(false) })}
          />
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={primaryButton} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save mail choices'}
        </button>
        {saved && <FormMessage tone="success">{M.saved}</FormMessage>}
      </div>
      <FormError message={formError} />
    </form>
  );
}

/**
 * docs/product.md#owner-notifications: on the profile, how the signed-in person hears of applications to
 * their internships and projects and of requests to join their ideas — at once, a daily digest or no mail.
 */
export function MailChoices() {
  const choices = useOwnerChoices();
  return (
    <section
      id="mail-choices"
      aria-labelledby="mail-choices-heading"
      className="mt-6 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10"
    >
      <h2 id="mail-choices-heading" className="text-xl font-bold text-ink">
        Mail about my posts
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        When someone applies to your internship or project, or asks to join your idea: a mail at once, one
        digest a day at {String(OWNER_DIGEST_HOUR).padStart(2, '0')}:00 (the centre&rsquo;s time) of what
        arrived, or no mail. My posts shows everything either way.
      </p>
      {choices.isPending ? (
        <Spinner label="Loading your mail choices" />
      ) : choices.isError ? (
        <ErrorNotice onRetry={() => void choices.refetch()}>{M.loadFailed}</ErrorNotice>
      ) : (
        <ChoicesForm choices={choices.data} />
      )}
    </section>
  );
}
