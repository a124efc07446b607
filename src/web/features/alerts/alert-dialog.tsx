import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ALERT_NAME_MAX, alertInputSchema, type AlertInput, type AlertList } from '#common/alerts';
import { Field, FormError, FormMessage } from '#web/components/ui/form-field';
import { primaryButton, secondaryButton } from '#web/components/ui/form-styles';
import { ModalDialog } from '#web/components/ui/modal-dialog';
import { serverMessageOr, useServerForm } from '#web/lib/use-server-form';
import { useSaveAlert } from './api/save-alert';

const LIST_NAMES: Record<AlertList, string> = {
  ideas: 'Ideas',
  projects: 'Projects',
  internships: 'Internships',
};

function describeSearch(list: AlertList, q: string, filter: string) {
  const parts = [q ? `“${q}”` : `All ${LIST_NAMES[list].toLowerCase()}`];
  if (filter && filter !== 'All') parts.push(filter);
  return parts.join(' · ');
}

/** Names the saved search and chooses daily or weekly (docs/product.md#search-alerts). */
export default function AlertDialog({
  list,
  q,
  filter,
  onClose,
}: {
  list: AlertList;
  q: string;
  filter: string;
  onClose: () => void;
}) {
  const save = useSaveAlert();
  const [saved, setSaved] = useState<string | null>(null);
  const form = useServerForm(alertInputSchema, {
    defaultValues: {
      list,
      q,
      filter: (filter || 'All') as 'All',
      name: `${LIST_NAMES[list]}: ${q || 'all'}`.slice(0, ALERT_NAME_MAX),
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
          Search: <span className="font-semibold text-ink">{describeSearch(list, q, filter)}</span>
        </p>
        {saved ? (
          <div className="mt-4 space-y-4">
            <FormMessage tone="success">{saved}</FormMessage>
            <div className="flex flex-wrap gap-3">
              <Link to="/my/alerts" className={primaryButton}>
                My alerts
              </Link>
              <button type="button" className={secondaryButton} onClick={onClose}>
                Close
              </button>
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
            <FormError message={form.formError} />
            <div className="flex flex-wrap gap-3">
              <button type="submit" className={primaryButton} disabled={save.isPending}>
                Save alert
              </button>
              <button type="button" className={secondaryButton} onClick={onClose}>
                Cancel
              </button>
            </div>
          </form>
        )}
      </div>
    </ModalDialog>
  );
}
