import {
  COHORT_MAIL_CHOICE_LABELS,
  COHORT_MAIL_CHOICES,
  COHORT_MAIL_KINDS,
  COHORT_MAIL_LABELS,
  COHORT_MAIL_MESSAGES as M,
  cohortMailUpdateSchema,
} from '#common/cohort-mail';
import { ChoiceListForm } from '#web/components/ui/choice-list-form';
import { useCohortMailChoices, useSaveCohortMailChoices } from './api/cohort-mail-choices';

const OPTIONS = COHORT_MAIL_CHOICES.map((choice) => ({
  value: choice,
  label: COHORT_MAIL_CHOICE_LABELS[choice],
}));

/**
 * docs/product.md#cohort-mail: on the profile, whether a cohort's member gets the reminders to report their
 * startup's figures and the centre's announcements by mail. My cohort shows both either way.
 */
export function CohortMailChoices() {
  const choices = useCohortMailChoices();
  const save = useSaveCohortMailChoices();
  return (
    <section
      id="cohort-mail"
      aria-labelledby="cohort-mail-heading"
      className="mt-6 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10"
    >
      <h2 id="cohort-mail-heading" className="text-xl font-bold text-ink">
        Mail about my cohort
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        When you are in one of the centre&rsquo;s cohorts: a reminder when your startup&rsquo;s figures are
        due, and the centre&rsquo;s announcements. My cohort shows both whether or not they are mailed.
      </p>
      <ChoiceListForm
        query={choices}
        loading="Loading your cohort mail choices"
        loadFailed={M.loadFailed}
        schema={cohortMailUpdateSchema}
        kinds={COHORT_MAIL_KINDS}
        labels={COHORT_MAIL_LABELS}
        options={OPTIONS}
        save={save}
        label="Mail about my cohort"
        submitLabel="Save cohort mail choices"
        savedMessage={M.saved}
        failedMessage={M.failed}
        className="mt-4 space-y-4"
        gridClassName="grid gap-4 sm:grid-cols-2"
      />
    </section>
  );
}
