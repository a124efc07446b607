import { useState } from 'react';
import {
  ADMIN_NOTIFICATION_KINDS,
  ADMIN_NOTIFICATION_LABELS,
  ADMIN_NOTIFICATION_MESSAGES as M,
  adminNotificationsUpdateSchema,
  DAILY_SUMMARY_HOUR,
  NOTIFICATION_CHOICE_LABELS,
  NOTIFICATION_CHOICES,
  type AdminNotifications,
} from '#common/admin-notifications';
import { Field, FormError, FormMessage } from '#web/components/ui/form-field';
import { primaryButton } from '#web/components/ui/form-styles';
import { ErrorNotice, Spinner } from '#web/components/ui/status';
import { apiMessageOr, useServerForm } from '#web/lib/use-server-form';
import { useNotificationChoices } from './api/get-notification-choices';
import { useSaveNotificationChoices } from './api/save-notification-choices';

const OPTIONS = NOTIFICATION_CHOICES.map((choice) => ({
  value: choice,
  label: NOTIFICATION_CHOICE_LABELS[choice],
}));

function ChoicesForm({ choices }: { choices: AdminNotifications }) {
  const save = useSaveNotificationChoices();
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
    formError,
    clearFormError,
    showServerError,
  } = useServerForm(adminNotificationsUpdateSchema, {
    defaultValues: choices,
    failureMessage: apiMessageOr(M.failed),
  });
  const onSubmit = handleSubmit((values) => {
    clearFormError();
    setSaved(false);
    save.mutate(values, { onSuccess: () => setSaved(true), onError: showServerError });
  });
  return (
    <form noValidate onSubmit={onSubmit} className="mt-3 space-y-4" aria-label="Mail about waiting work">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {ADMIN_NOTIFICATION_KINDS.map((kind) => (
          <Field
            key={kind}
            label={ADMIN_NOTIFICATION_LABELS[kind]}
            options={OPTIONS}
            error={errors[kind]?.message}
            registration={register(kind, { onChange: () => setSaved(false) })}
          />
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={primaryButton} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save choices'}
        </button>
        {saved && <FormMessage tone="success">{M.saved}</FormMessage>}
      </div>
      <FormError message={formError} />
    </form>
  );
}

/**
 * docs/product.md#admin-notifications: the signed-in admin's choice, per kind of waiting work, of a mail at
 * once, the daily summary or no mail. Folded away under the queue's heading; the mails link to it.
 */
export function NotificationSettings() {
  const choices = useNotificationChoices();
  const [open, setOpen] = useState(() => window.location.hash === '#notifications');
  return (
    <details
      id="notifications"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="mb-6 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-5"
    >
      <summary className="min-h-6 cursor-pointer font-semibold text-ink">Mail me about waiting work</summary>
      <p className="mt-2 text-sm text-slate-600">
        For each kind: a mail as soon as an item starts waiting, one summary a day at{' '}
        {String(DAILY_SUMMARY_HOUR).padStart(2, '0')}:00 (the centre&rsquo;s time) of what waits and since
        when, or no mail. Your choices are yours alone; other admins choose their own.
      </p>
      {open &&
        (choices.isPending ? (
          <Spinner label="Loading your choices" />
        ) : choices.isError ? (
          <ErrorNotice onRetry={() => void choices.refetch()}>{M.loadFailed}</ErrorNotice>
        ) : (
          <ChoicesForm choices={choices.data} />
        ))}
    </details>
  );
}
