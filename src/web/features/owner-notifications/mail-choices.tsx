import {
  OWNER_CHOICE_LABELS,
  OWNER_DIGEST_HOUR,
  OWNER_NOTIFICATION_KINDS,
  OWNER_NOTIFICATION_LABELS,
  OWNER_NOTIFICATION_MESSAGES as M,
  ownerNotificationsUpdateSchema,
} from '#common/owner-notifications';
import { NOTIFICATION_CHOICES } from '#common/admin-notifications';
import { ChoiceListForm } from '#web/components/ui/choice-list-form';
import { useOwnerChoices, useSaveOwnerChoices } from './api/owner-choices';

const OPTIONS = NOTIFICATION_CHOICES.map((choice) => ({ value: choice, label: OWNER_CHOICE_LABELS[choice] }));

/**
 * docs/product.md#owner-notifications: on the profile, how the signed-in person hears of applications to
 * their internships and projects and of requests to join their ideas — at once, a daily digest or no mail.
 */
export function MailChoices() {
  const choices = useOwnerChoices();
  const save = useSaveOwnerChoices();
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
      <ChoiceListForm
        query={choices}
        loading="Loading your mail choices"
        loadFailed={M.loadFailed}
        schema={ownerNotificationsUpdateSchema}
        kinds={OWNER_NOTIFICATION_KINDS}
        labels={OWNER_NOTIFICATION_LABELS}
        options={OPTIONS}
        save={save}
        label="Mail about my posts"
        submitLabel="Save mail choices"
        savedMessage={M.saved}
        failedMessage={M.failed}
        className="mt-4 space-y-4"
        gridClassName="grid gap-4 sm:grid-cols-2"
      />
    </section>
  );
}
