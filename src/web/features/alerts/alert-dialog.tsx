import { useState } from 'react';
import { ALERT_NAME_MAX, alertInputSchema, type AlertInput, type AlertList } from '#common/alerts';
import { Field, FormMessage } from '#web/components/ui/form-field';
import { FormActions } from '#web/components/ui/form-actions';
import { ModalDialog } from '#web/components/ui/modal-dialog';
import { serverMessageOr, useServerForm } from '#web/lib/use-server-form';
import { useSaveAlert } from './api/save-alert';
import { Button, LinkButton } from '#web/components/ui/button';
import { PrivacyNoticeLine } from '#web/components/ui/privacy-notice-line';

const LIST_NAMES: Record<AlertList, string> = {
  ideas: 'Ideas',
  projects: 'Projects',
  internships: 'Internships',
  calls: 'Calls',
};

function describeSearch(list: AlertList, q: string, filter: string, filterLabel?: string) {
  if (list === 'calls') return filterLabel ? `Calls of the ${filterLabel}` : 'Calls of every programme';
  const parts = [q ? `“${q}”` : `All ${LIST_NAMES[list].toLowerCase()}`];
  if (filter && filter !== 'All') parts.push(filter);
  return parts.join(' · ');
}

/** Names the saved search and chooses daily or weekly (docs/product.md#search-alerts). */
export default function AlertDialog({
  list,
  q,
  filter,
  filterLabel,
  onClose,
}: {
  list: AlertList;
  q: string;
  filter: string;
  /** How the filter reads to a person (a programme's title for its calls). */
  filterLabel?: string;
  onClose: () => void;
}) {
  const save = useSaveAlert();
  const [saved, setSaved] = useState<string | null>(null);
  const form = useServerForm(alertInputSchema, {
    defaultValues: {
      list,
      q,
      filter: (filter || 'All') as 'All',
      name: (list === 'calls'
        ? `Calls: ${filterLabel ?? 'every programme'}`
        : `${LIST_NAMES[list]}: ${q || 'all'}`
      ).slice(0, ALERT_NAME_MAX),
      frequency: 'daily',
    } as AlertInput,
    serverFields: ['name', 'frequency'],
    failureMessage: serverMessageOr('The alert could not be saved. Please try again.'),
  });
  const errors = form.formState.errors as Partial<Record<'name' | 'frequency', { message?: string }>>;
  const submit = form.handleSubmit((input) => {
    form.clearFormError();
    save.mutate(input, { onSuccess: (answer) => setSaved(answer.message), onError: form.showServerError });
  });

  return (
    <ModalDialog
      labelledBy="alert-dialog-title"
      onClose={onClose}
      className="w-[min(32rem,calc(100vw-2rem))]"
    >
      <div className="p-6">
        <h2 id="alert-dialog-title" className="text-xl font-bold text-ink">
          Alert me about new {LIST_NAMES[list].toLowerCase()}
        </h2>
        <p className="mt-2 break-words text-sm text-slate-600">
          {list === 'calls' ? 'For' : 'Search'}:{' '}
          <span className="font-semibold text-ink">{describeSearch(list, q, filter, filterLabel)}</span>
        </p>
        {saved ? (
          <div className="mt-4 space-y-4">
            <FormMessage tone="success">{saved}</FormMessage>
            <div className="flex flex-wrap gap-3">
              <LinkButton to="/my/alerts">My alerts</LinkButton>
              <Button type="button" variant="secondary" onClick={onClose}>
                Close
              </Button>
            </div>
          </div>
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 space-y-4">
            <Field
              label="Name"
              maxLength={ALERT_NAME_MAX}
              error={errors.name?.message}
              registration={form.register('name')}
            />
            <Field
              label="How often"
              options={[
                { value: 'daily', label: 'Daily' },
                { value: 'weekly', label: 'Weekly' },
              ]}
              error={errors.frequency?.message}
              registration={form.register('frequency')}
            />
            <FormActions
              formError={form.formError}
              pending={save.isPending}
              submitLabel="Save alert"
              pendingLabel="Saving..."
              onCancel={onClose}
            />
            <PrivacyNoticeLine section="mail" />
          </form>
        )}
      </div>
    </ModalDialog>
  );
}
