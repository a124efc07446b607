import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import {
  KPI_FREQUENCIES,
  KPI_FREQUENCY_LABELS,
  KPI_KIND_LABELS,
  KPI_KINDS,
  KPI_LIMITS,
  kpiPlanInputSchema,
  type CohortKpis,
  type KpiPlanInput,
} from '#common/kpis';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { Field, FormError, FormMessage } from '#web/components/ui/form-field';
import { serverMessageOr, useServerForm } from '#web/lib/use-server-form';
import { useSaveKpiPlan } from '../api/cohort-kpis';
import { Button } from '#web/components/ui/button';

const FREQUENCY_OPTIONS = KPI_FREQUENCIES.map((value) => ({ value, label: KPI_FREQUENCY_LABELS[value] }));
const KIND_OPTIONS = KPI_KINDS.map((value) => ({ value, label: KPI_KIND_LABELS[value] }));

/**
 * Which figures a cohort reports and how often (docs/product.md#startup-kpis). Removing a figure that has
 * reports deletes them, so saving asks first.
 */
export function KpiPlanForm({
  kpis,
  saved,
  setSaved,
}: {
  kpis: CohortKpis;
  /** The success message, kept by the parent: the form starts afresh when the saved plan comes back. */
  saved: string | null;
  setSaved: (message: string | null) => void;
}) {
  const save = useSaveKpiPlan(kpis.cohortId);
  const [confirming, setConfirming] = useState<KpiPlanInput | null>(null);
  const form = useServerForm(kpiPlanInputSchema, {
    defaultValues: {
      frequency: kpis.frequency,
      metrics: kpis.metrics.map(({ id, name, unit, kind }) => ({ id, name, unit, kind })),
    },
    failureMessage: serverMessageOr('The KPI settings could not be saved. Please try again.'),
  });
  const metrics = useFieldArray({ control: form.control, name: 'metrics' });
  const send = (plan: KpiPlanInput) => {
    form.clearFormError();
    save.mutate(plan, {
      onSuccess: (answer) => {
        setSaved(answer.message);
        setConfirming(null);
      },
      onError: (error) => {
        setConfirming(null);
        form.showServerError(error);
      },
    });
  };
  const onSubmit = form.handleSubmit((plan) => {
    setSaved(null);
    const removed = kpis.metrics.filter((metric) => !plan.metrics.some((kept) => kept.id === metric.id));
    if (removed.length > 0) setConfirming(plan);
    else send(plan);
  });
  const removedNames = confirming
    ? kpis.metrics
        .filter((metric) => !confirming.metrics.some((kept) => kept.id === metric.id))
        .map((m) => m.name)
    : [];
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <div className="max-w-xs">
        <Field
          label="How often startups report"
          options={FREQUENCY_OPTIONS}
          error={form.formState.errors.frequency?.message}
          registration={form.register('frequency')}
        />
      </div>
      <fieldset>
        <legend className="font-semibold text-ink">Figures</legend>
        {metrics.fields.length === 0 && (
          <p className="mt-1 text-slate-600">No figures yet: startups are asked for nothing.</p>
        )}
        <ol className="mt-2 space-y-3">
          {metrics.fields.map((field, index) => (
            <li
              key={field.id}
              className="grid gap-3 rounded-xl bg-mist p-3 ring-1 ring-slate-200 sm:grid-cols-[2fr_1fr_2fr_auto] sm:items-end"
            >
              <Field
                label={`Figure ${index + 1}: name`}
                maxLength={KPI_LIMITS.name}
                required
                error={form.formState.errors.metrics?.[index]?.name?.message}
                registration={form.register(`metrics.${index}.name`)}
              />
              <Field
                label="Unit"
                maxLength={KPI_LIMITS.unit}
                placeholder="users"
                error={form.formState.errors.metrics?.[index]?.unit?.message}
                registration={form.register(`metrics.${index}.unit`)}
              />
              <Field
                label="Kind"
                options={KIND_OPTIONS}
                error={form.formState.errors.metrics?.[index]?.kind?.message}
                registration={form.register(`metrics.${index}.kind`)}
              />
              <Button
                type="button"
                variant="secondary"
                onClick={() => metrics.remove(index)}
                aria-label={`Remove figure ${index + 1}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ol>
        {metrics.fields.length < KPI_LIMITS.metrics && (
          <Button
            type="button"
            variant="secondary"
            className="mt-3"
            onClick={() => metrics.append({ id: null, name: '', unit: '', kind: 'count' })}
          >
            Add a figure
          </Button>
        )}
      </fieldset>
      <FormError message={form.formError} />
      {saved && <FormMessage tone="success">{saved}</FormMessage>}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save KPI settings'}
      </Button>
      {confirming && (
        <ConfirmDialog
          title="Remove figures and their reports?"
          confirmLabel="Remove and save"
          busyLabel="Saving..."
          busy={save.isPending}
          onConfirm={() => send(confirming)}
          onCancel={() => setConfirming(null)}
        >
          {removedNames.join(', ')}: what the startups reported for{' '}
          {removedNames.length === 1 ? 'it' : 'them'} is deleted too.
        </ConfirmDialog>
      )}
    </form>
  );
}
