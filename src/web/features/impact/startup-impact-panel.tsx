import { useState } from 'react';
import {
  FOUNDER_GENDER_LABELS,
  FOUNDER_GENDERS,
  FUNDING_SOURCE_LABELS,
  FUNDING_SOURCES,
  IMPACT_LIMITS,
  REVENUE_BAND_LABELS,
  REVENUE_BANDS,
  formatPaise,
  type FounderGender,
  type StartupImpact,
} from '#common/impact';
import { Button } from '#web/components/ui/button';
import { FormError, FormField, FormMessage } from '#web/components/ui/form-field';
import { FormActions } from '#web/components/ui/form-actions';
import { ActionNotice, QueryStates, type ActionOutcome } from '#web/components/ui/status';
import { PanelSection } from '#web/components/ui/panel-section';
import { apiMessageOr, useServerForm } from '#web/lib/use-server-form';
import {
  useAddFunding,
  useRemoveFunding,
  useSaveGender,
  useSaveImpactFacts,
  useStartupImpact,
} from './api/impact-reports';
import {
  factsFormSchema,
  factsFormValues,
  fundingFormSchema,
  genderFormSchema,
} from './startup-impact-form-values';

const options = <K extends string>(keys: readonly K[], labels: Record<K, string>) =>
  keys.map((value) => ({ value, label: labels[value] }));

function FactsForm({ impact }: { impact: StartupImpact }) {
  const save = useSaveImpactFacts(impact.startupId);
  const [saved, setSaved] = useState<string | null>(null);
  const form = useServerForm(factsFormSchema, {
    defaultValues: factsFormValues(impact.facts),
    failureMessage: apiMessageOr('The facts could not be saved. Check your connection and try again.'),
  });
  const submit = form.handleSubmit((values) => {
    form.clearFormError();
    setSaved(null);
    save.mutate(values, { onSuccess: (answer) => setSaved(answer.message), onError: form.showServerError });
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="impact-facts-heading"
      className="space-y-3"
    >
      <h4 id="impact-facts-heading" className="font-bold text-ink">
        Company facts
      </h4>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          form={form}
          name="incorporatedOn"
          label="Incorporated on"
          type="date"
          hint="Leave empty if not incorporated yet."
        />
        <FormField
          form={form}
          name="revenueBand"
          label="Revenue in the last 12 months"
          options={options(REVENUE_BANDS, REVENUE_BAND_LABELS)}
        />
        <FormField
          form={form}
          name="dpiitNumber"
          label="DPIIT certificate number"
          maxLength={IMPACT_LIMITS.dpiitNumber}
        />
        <FormField form={form} name="dpiitRecognisedOn" label="DPIIT recognised on" type="date" />
        <FormField
          form={form}
          name="jobsCreated"
          label="Jobs created (people employed now)"
          inputMode="numeric"
        />
        <FormField
          form={form}
          name="ipFiled"
          label="IP filed (patents, designs, trademarks)"
          inputMode="numeric"
        />
        <FormField form={form} name="ipGranted" label="IP granted" inputMode="numeric" />
      </div>
      <FormActions
        formError={form.formError}
        saved={saved}
        pending={save.isPending}
        submitLabel="Save facts"
        pendingLabel="Saving..."
      />
    </form>
  );
}

function FundingForm({ startupId }: { startupId: number }) {
  const add = useAddFunding(startupId);
  const [added, setAdded] = useState<string | null>(null);
  const form = useServerForm(fundingFormSchema, {
    defaultValues: { source: 'grant', amount: '', receivedOn: '', investor: '' },
    serverFields: ['source', 'amount', 'receivedOn', 'investor'],
    failureMessage: apiMessageOr('The round could not be added. Check your connection and try again.'),
  });
  const submit = form.handleSubmit((values) => {
    form.clearFormError();
    setAdded(null);
    add.mutate(values, {
      onSuccess: (answer) => {
        setAdded(answer.message);
        form.reset();
      },
      onError: form.showServerError,
    });
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="funding-form-heading"
      className="space-y-3"
    >
      <h5 id="funding-form-heading" className="font-semibold text-ink">
        Add a funding round
      </h5>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          form={form}
          name="source"
          label="Source"
          options={options(FUNDING_SOURCES, FUNDING_SOURCE_LABELS)}
        />
        <FormField form={form} name="amount" label="Amount (₹)" inputMode="decimal" required maxLength={20} />
        <FormField form={form} name="receivedOn" label="Received on" type="date" required />
        <FormField
          form={form}
          name="investor"
          label="Investor or funder"
          required
          maxLength={IMPACT_LIMITS.investor}
        />
      </div>
      <FormActions
        formError={form.formError}
        saved={added}
        pending={add.isPending}
        submitLabel="Add round"
        pendingLabel="Adding..."
      />
    </form>
  );
}

function Fundings({ impact }: { impact: StartupImpact }) {
  const remove = useRemoveFunding(impact.startupId);
  const [notice, setNotice] = useState<ActionOutcome | null>(null);
  return (
    <div className="space-y-3">
      <h4 className="font-bold text-ink">Funds raised</h4>
      {impact.fundings.length === 0 ? (
        <p className="text-sm text-slate-600">No funding round entered yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {impact.fundings.map((funding) => (
            <li key={funding.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <span className="font-semibold text-ink">{formatPaise(funding.amountPaise)}</span>{' '}
                {FUNDING_SOURCE_LABELS[funding.source]} from {funding.investor}, {funding.receivedOn}{' '}
                <span className="text-slate-600">
                  {funding.confirmed ? '(confirmed)' : '(waiting for the centre)'}
                </span>
              </span>
              {impact.canEdit && (
                <Button
                  type="button"
                  variant="secondary"
                  size="xs"
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(funding.id, {
                      onSuccess: (answer) => setNotice({ tone: 'ok', text: answer.message }),
                      onError: () => setNotice({ tone: 'error', text: 'The round could not be removed.' }),
                    })
                  }
                >
                  Remove round of {formatPaise(funding.amountPaise)}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ActionNotice notice={notice} />
      {impact.canEdit && <FundingForm startupId={impact.startupId} />}
    </div>
  );
}

function GenderForm({ impact }: { impact: StartupImpact }) {
  const save = useSaveGender(impact.startupId);
  const [saved, setSaved] = useState<string | null>(null);
  const form = useServerForm(genderFormSchema, {
    defaultValues: { gender: impact.yourGender ?? '' },
    failureMessage: apiMessageOr('Your answer could not be saved.'),
  });
  const submit = form.handleSubmit((values) => {
    form.clearFormError();
    save.mutate((values.gender || null) as FounderGender | null, {
      onSuccess: (answer) => setSaved(answer.message),
      onError: form.showServerError,
    });
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="gender-heading"
      className="space-y-2"
    >
      <h4 id="gender-heading" className="font-bold text-ink">
        About you (optional)
      </h4>
      <p className="text-sm text-slate-600">
        Funders ask how many startups have a woman founder. Only that count is ever reported; your answer is
        yours to change or clear.
      </p>
      <FormField
        form={form}
        name="gender"
        label="Your gender"
        options={[{ value: '', label: 'No answer' }, ...options(FOUNDER_GENDERS, FOUNDER_GENDER_LABELS)]}
      />
      <div aria-live="polite">
        <FormError message={form.formError} />
        {saved && <FormMessage tone="success">{saved}</FormMessage>}
      </div>
      <Button type="submit" variant="secondary" size="sm" disabled={save.isPending}>
        Save answer
      </Button>
    </form>
  );
}

/**
 * "Impact facts" on /my/cohort (docs/product.md#impact-reports): the founders keep the startup's facts and
 * funding rounds current; the centre confirms them before they count in any report.
 */
export function StartupImpactPanel({ startupId }: { startupId: number }) {
  const impact = useStartupImpact(startupId);
  return (
    <PanelSection id="impact" title="Impact facts">
      <QueryStates
        query={impact}
        loading="Loading your impact facts"
        failure="Your impact facts could not be loaded."
      >
        {(data) => (
          <div className="mt-2 space-y-6">
            <p className="text-slate-600">
              The centre reports these to its funders.{' '}
              {data.confirmedAt ? 'Confirmed by the centre.' : 'Waiting for the centre to confirm them.'}
              {data.canEdit ? '' : ' Only your founders change them.'}
            </p>
            {data.canEdit ? (
              <FactsForm impact={data} />
            ) : (
              <p className="text-sm text-slate-700">
                Jobs: {data.facts.jobsCreated} · Revenue: {REVENUE_BAND_LABELS[data.facts.revenueBand]} · IP
                filed: {data.facts.ipFiled}, granted: {data.facts.ipGranted}
              </p>
            )}
            <Fundings impact={data} />
            <GenderForm impact={data} />
          </div>
        )}
      </QueryStates>
    </PanelSection>
  );
}
