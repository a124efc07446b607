import { useWatch } from 'react-hook-form';
import {
  canCountItself,
  CONTENT_LIMITS,
  METRIC_AUTO_SOURCES,
  metricInputSchema,
  type AdminMetric,
} from '#common/content';
import { Field, FormError } from '#web/components/ui/form-field';
import { useServerForm } from '#web/lib/use-server-form';
import { useUpdateMetric } from './api/metrics';
import { contentSaveFailure } from './content-form';
import { Button } from '#web/components/ui/button';

/** One impact counter: label, value typed by hand or counted, and how long it animates. */
export function MetricForm({
  metric,
  announce,
}: {
  metric: AdminMetric;
  announce: (message: string) => void;
}) {
  const update = useUpdateMetric();
  const headingId = `metric-${metric.key}-heading`;
  const countable = canCountItself(metric.key);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
    formError,
    clearFormError,
    showServerError,
  } = useServerForm(metricInputSchema, {
    failureMessage: contentSaveFailure,
    defaultValues: {
      label: metric.label,
      value: metric.manualValue,
      durationSeconds: metric.durationSeconds,
      mode: metric.mode,
    },
  });
  const mode = useWatch({ control, name: 'mode' });

  const onSubmit = handleSubmit((values) => {
    clearFormError();
    update.mutate(
      { key: metric.key, input: values },
      { onSuccess: () => announce(`Saved the ${values.label} counter.`), onError: showServerError },
    );
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={headingId}
      className="space-y-4 rounded-xl p-4 ring-1 ring-slate-200"
    >
      <h4 id={headingId} className="font-bold text-ink">
        {metric.label}{' '}
        <span className="font-normal text-slate-600">(shows {metric.value.toLocaleString('en-IN')}+)</span>
      </h4>
      <Field
        label="Label"
        required
        maxLength={CONTENT_LIMITS.metricLabel}
        error={errors.label?.message}
        registration={register('label')}
      />
      {countable && (
        <Field
          label="Counting"
          options={[
            { value: 'manual', label: 'Set by hand' },
            { value: 'auto', label: METRIC_AUTO_SOURCES[metric.key].option },
          ]}
          hint={
            metric.autoValue === null
              ? undefined
              : `${metric.autoValue.toLocaleString('en-IN')} ${METRIC_AUTO_SOURCES[metric.key].counted} now.`
          }
          error={errors.mode?.message}
          registration={register('mode')}
        />
      )}
      <Field
        label={countable ? 'Value when set by hand' : 'Value'}
        required
        type="number"
        inputMode="numeric"
        min={0}
        hint={countable && mode === 'auto' ? 'Not shown while the counter counts itself.' : undefined}
        error={errors.value?.message}
        registration={register('value', { valueAsNumber: true })}
      />
      <Field
        label="Animation duration (seconds)"
        required
        type="number"
        inputMode="decimal"
        min={CONTENT_LIMITS.durationMin}
        error={errors.durationSeconds?.message}
        registration={register('durationSeconds', { valueAsNumber: true })}
      />
      <FormError message={formError} />
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? 'Saving...' : `Save ${metric.label}`}
      </Button>
    </form>
  );
}
