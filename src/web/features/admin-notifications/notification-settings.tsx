import { useState } from 'react';
import {
  ADMIN_NOTIFICATION_KINDS,
  ADMIN_NOTIFICATION_LABELS,
  ADMIN_NOTIFICATION_MESSAGES as M,
  adminNotificationsUpdateSchema,
  DAILY_SUMMARY_HOUR,
  NOTIFICATION_CHOICE_LABELS,
  NOTIFICATION_CHOICES,
} from '#common/admin-notifications';
import { ChoiceListForm } from '#web/components/ui/choice-list-form';
import { useNotificationChoices } from './api/get-notification-choices';
import { useSaveNotificationChoices } from './api/save-notification-choices';

const OPTIONS = NOTIFICATION_CHOICES.map((choice) => ({
  value: choice,
  label: NOTIFICATION_CHOICE_LABELS[choice],
}));

/**
 * docs/product.md#admin-notifications: the signed-in admin's choice, per kind of waiting work, of a mail at
 * once, the daily summary or no mail. Folded away under the queue's heading; the mails link to it.
 */
export function NotificationSettings() {
  const choices = useNotificationChoices();
  const save = useSaveNotificationChoices();
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
      {open && (
        <ChoiceListForm
          query={choices}
          loading="Loading your choices"
          loadFailed={M.loadFailed}
          schema={adminNotificationsUpdateSchema}
          kinds={ADMIN_NOTIFICATION_KINDS}
          labels={ADMIN_NOTIFICATION_LABELS}
          options={OPTIONS}
          save={save}
          label="Mail about waiting work"
          submitLabel="Save choices"
          savedMessage={M.saved}
          failedMessage={M.failed}
          className="mt-3 space-y-4"
          gridClassName="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        />
      )}
    </details>
  );
}
