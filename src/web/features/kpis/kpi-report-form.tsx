import { useState } from 'react';
import type { Path } from 'react-hook-form';
import {
  kpiReportInputSchema,
  periodLabel,
  type KpiMetric,
  type KpiReportFormValues,
  type StartupKpis,
} from '#common/kpis';
import { Field, FormError, FormMessage } from '#web/components/ui/form-field';
import { serverMessageOr, useServerForm } from '#web/lib/use-server-form';
import { useSubmitKpiReport } from './api/startup-kpis';
import { Button } from '#web/components/ui/button';
import { PrivacyNoticeLine } from '#web/components/ui/privacy-notice-line';

/** The figure's name with its unit, unless the name says it already ("Active users", not "Active users (users)"). */
function fieldLabel(metric: KpiMetric): string {
  const unit = metric.kind === 'money' ? '₹' : metric.unit.trim();
  const words = metric.name.toLowerCase().split(/\W+/);
  return unit && !words.includes(unit.toLowerCase()) ? `${metric.name} (${unit})` : metric.name;
}

/** The form's values for a period: what was reported for it, or empty fields. */
function valuesFor(kpis: StartupKpis, period: string): KpiReportFormValues {
  const report = kpis.reports.find((candidate) => candidate.period === period);
  return {
    period,
    values: kpis.metrics.map((metric) => ({
      metricId: metric.id,
      value: report?.values[String(metric.id)]?.toString() ?? '',
    })),
  };
}

/**
 * A period's figures (docs/product.md#startup-kpis): one field per figure the centre asks for. Choosing a
 * period already reported fills in what was sent; saving again replaces it.
 */
export function KpiReportForm({ kpis }: { kpis: StartupKpis }) {
  const submit = useSubmitKpiReport(kpis.startupId);
  const [saved, setSaved] = useState<string | null>(null);
  const first = kpis.duePeriod && !kpis.dueReported ? kpis.duePeriod : kpis.periods[0]!;
  const valueFields = kpis.metrics.map((_, index) => `values.${index}.value` as Path<KpiReportFormValues>);
  const form = useServerForm(kpiReportInputSchema, {
    defaultValues: valuesFor(kpis, first),
    serverFields: ['period', ...valueFields],
    focusServerErrors: true,
    failureMessage: serverMessageOr('Your figures could not be saved. Please try again.'),
  });
  const period = form.register('period', {
    onChange: (event: { target: { value: string } }) => {
      setSaved(null);
      form.clearFormError();
      form.reset(valuesFor(kpis, event.target.value));
    },
  });
  const onSubmit = form.handleSubmit((values) => {
    form.clearFormError();
    setSaved(null);
    submit.mutate(values, {
      onSuccess: (answer) => setSaved(answer.message),
      onError: form.showServerError,
    });
  });
  const reported = kpis.reports.some((report) => report.period === form.watch('period'));
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <Field
        label="Period"
        options={kpis.periods.map((value) => ({ value, label: periodLabel(value) }))}
        error={form.formState.errors.period?.message}
        hint={reported ? 'Already reported: saving replaces these figures.' : undefined}
        registration={period}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {kpis.metrics.map((metric, index) => (
          <Field
            key={metric.id}
            label={fieldLabel(metric)}
            inputMode={metric.kind === 'count' ? 'numeric' : 'decimal'}
            autoComplete="off"
            maxLength={30}
            required
            error={form.formState.errors.values?.[index]?.value?.message}
            registration={form.register(`values.${index}.value`)}
          />
        ))}
      </div>
      <FormError message={form.formError} />
      {saved && <FormMessage tone="success">{saved}</FormMessage>}
      <Button type="submit" disabled={submit.isPending}>
        {submit.isPending ? 'Saving...' : 'Save figures'}
      </Button>
      <PrivacyNoticeLine section="cohorts" />
    </form>
  );
}
