import {
  adminStartupInputSchema,
  STARTUP_LIMITS as L,
  STARTUP_STATUS_LABELS,
  STARTUP_STATUSES,
  type CohortSummary,
  type StartupProfile,
} from '#common/startups';
import { FormField } from '#web/components/ui/form-field';
import { FormActions } from '#web/components/ui/form-actions';
import { usePhotoFormState } from '#web/components/ui/photo-form-state';
import { apiMessageOr, useServerForm } from '#web/lib/use-server-form';
import { useSaveAdminStartup } from '../api/admin-startups';
import { profileFormValues, StartupProfileFields, toTextFields } from '../profile-fields';

/** "Déjà Vu Labs!" → "deja-vu-labs": a suggestion the admin may change (the server checks it). */
const suggestSlug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');

/** Every field of the admin's form for `startup` (empty for a new one), as text. */
export function adminStartupValues(startup: StartupProfile | null) {
  return {
    ...profileFormValues(startup),
    slug: startup?.slug ?? '',
    status: startup?.status ?? 'active',
    cohortId: startup?.cohortId == null ? '' : String(startup.cohortId),
    cohortLabel: startup?.cohortLabel ?? '',
  };
}

/**
 * The admin enters an alumnus by hand or edits any startup (docs/product.md#startup-profiles): the
 * profile, its address, status and cohort or cohort label (jobs and funds raised are impact facts).
 */
export function AdminStartupForm({
  startup,
  cohorts,
  onDone,
  onCancel,
}: {
  startup: StartupProfile | null;
  cohorts: CohortSummary[];
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const save = useSaveAdminStartup();
  const logo = usePhotoFormState();
  const form = useServerForm(adminStartupInputSchema, {
    defaultValues: adminStartupValues(startup),
    failureMessage: apiMessageOr('The startup could not be saved. Check your connection and try again.'),
    focusServerErrors: true,
  });
  const submit = form.handleSubmit((values) => {
    form.clearFormError();
    save.mutate(
      {
        id: startup?.id ?? null,
        input: { fields: toTextFields(values), logo: logo.file, removeLogo: logo.remove },
      },
      {
        onSuccess: () => onDone(startup ? `Saved "${values.name}".` : `Added "${values.name}".`),
        onError: (error) => logo.fromServer(error, form.showServerError(error)),
      },
    );
  });
  const title = startup ? `Edit ${startup.name}` : 'Add a startup';
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="admin-startup-form-heading"
      className="space-y-4 rounded-xl p-4 ring-1 ring-slate-200"
    >
      <h4 id="admin-startup-form-heading" className="text-lg font-bold break-words text-ink">
        {title}
      </h4>
      <StartupProfileFields
        form={form}
        nameRules={{
          onBlur: (event: { target: { value: string } }) => {
            if (!form.getValues('slug')) form.setValue('slug', suggestSlug(event.target.value));
          },
        }}
        logo={logo}
        currentLogo={startup?.logo ?? null}
      />
      <FormField
        form={form}
        name="slug"
        label="Address"
        required
        maxLength={L.slug}
        hint="Its public page: /startups/<address> (lowercase letters, digits and hyphens)"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          form={form}
          name="status"
          label="Status"
          required
          options={STARTUP_STATUSES.map((status) => ({
            value: status,
            label: STARTUP_STATUS_LABELS[status],
          }))}
        />
        <FormField
          form={form}
          name="cohortId"
          label="Cohort"
          options={[
            { value: '', label: 'None (an alumnus: give a cohort label)' },
            ...cohorts.map((cohort) => ({ value: String(cohort.id), label: cohort.name })),
          ]}
        />
        <FormField
          form={form}
          name="cohortLabel"
          label="Cohort label"
          maxLength={L.cohortLabel}
          placeholder="Batch 2018"
          hint="Shown when the startup has no cohort on the site"
        />
      </div>
      <p className="text-sm text-slate-600">
        Jobs created and funds raised are the startup’s impact facts, under this form once the startup is
        saved: its founders keep them current on their cohort page and they show in the portfolio once the
        centre confirms them (Impact reports); what you enter counts as you save it.
      </p>
      <FormActions
        formError={form.formError}
        pending={save.isPending}
        submitLabel={startup ? 'Save' : 'Add the startup'}
        pendingLabel="Saving..."
        onCancel={onCancel}
        layout="end"
      />
    </form>
  );
}
