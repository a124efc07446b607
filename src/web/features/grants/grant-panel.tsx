import { ScrollTable } from '#web/components/ui/scroll-table';
import { useId, useState } from 'react';
import { endpointUrl } from '#common/api-contract';
import { grantEndpoints } from '#common/grant-endpoints';
import {
  EVIDENCE_OWED,
  EXPENSE_HEADS,
  EXPENSE_HEAD_LABELS,
  GRANT_LIMITS as L,
  GRANT_SCHEME_LABELS,
  TRANCHE_STATE_LABELS,
  evidenceFieldsSchema,
  expenseCreateSchema,
  formatPaise,
  type Grant,
  type Tranche,
} from '#common/grants';
import { PDF_MAX_BYTES, PRIVATE_FILE_MESSAGES } from '#common/private-files';
import { Button } from '#web/components/ui/button';
import { FormError, FormField, FormMessage } from '#web/components/ui/form-field';
import { inputClass } from '#web/components/ui/form-styles';
import { QueryStates } from '#web/components/ui/status';
import { serverMessageOr, useServerForm } from '#web/lib/use-server-form';
import { useRecordExpense, useSendEvidence, useStartupGrant } from './api/startup-grant';
import { GrantBalancesList, showDay } from './grant-parts';

const linkClass = 'font-semibold text-brand-dark underline underline-offset-4';
const today = () => new Date().toLocaleDateString('en-CA');

/**
 * "Your seed grant" on /my/cohort (docs/product.md#seed-grants): the balances, each milestone's state with
 * the evidence form while it is owed, the spending recorded with its form, and the utilisation certificate.
 */
export function GrantPanel({ startupId }: { startupId: number }) {
  const query = useStartupGrant(startupId);
  return (
    <section
      id="grant"
      aria-labelledby="grant-heading"
      className="scroll-mt-28 rounded-2xl bg-white p-6 ring-1 ring-slate-200"
    >
      <h3 id="grant-heading" className="text-xl font-bold text-ink">
        Your seed grant
      </h3>
      <QueryStates
        query={query}
        loading="Loading your grant"
        failure="Your grant could not be loaded."
        isEmpty={(data) => data.grant === null}
        empty={
          <p className="mt-2 text-slate-600">The centre has not recorded a seed grant for your startup.</p>
        }
      >
        {(data) => <GrantDetails grant={data.grant!} />}
      </QueryStates>
    </section>
  );
}

function GrantDetails({ grant }: { grant: Grant }) {
  return (
    <div className="mt-2 space-y-6">
      <p className="text-slate-600">
        {GRANT_SCHEME_LABELS[grant.scheme]}: {formatPaise(grant.sanctionedPaise)} sanctioned on{' '}
        {showDay(grant.sanctionedOn)}
        {grant.reference && ` (${grant.reference})`}. Each tranche is paid when its milestone’s evidence is
        approved. Only your team and the centre see this.
      </p>
      <GrantBalancesList balances={grant.balances} />
      <div>
        <h4 className="mb-2 font-bold text-ink">Milestones</h4>
        <ol className="space-y-3">
          {grant.tranches.map((tranche) => (
            <li key={tranche.id} className="rounded-xl p-4 ring-1 ring-slate-200">
              <TrancheSummary tranche={tranche} />
              {grant.isTeam && EVIDENCE_OWED.includes(tranche.state) && (
                <EvidenceForm startupId={grant.startupId} tranche={tranche} />
              )}
            </li>
          ))}
        </ol>
      </div>
      <div>
        <h4 className="mb-2 font-bold text-ink">Spending</h4>
        <ExpenseTable grant={grant} />
        {grant.isTeam && grant.balances.inHandPaise > 0 && <ExpenseForm grant={grant} />}
        {grant.isTeam && grant.balances.inHandPaise <= 0 && (
          <p className="mt-2 text-sm text-slate-600">
            Spending is recorded against money received; you can record more once the next tranche is
            disbursed.
          </p>
        )}
      </div>
      <a
        href={endpointUrl(grantEndpoints.certificate, { params: { id: grant.id } })}
        download
        className={linkClass}
      >
        Download the utilisation certificate (PDF)
      </a>
    </div>
  );
}

/** One milestone: what, when, how much, where it stands. Shared with the admin's screen. */
export function TrancheSummary({ tranche }: { tranche: Tranche }) {
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-ink">{tranche.title}</p>
        <span className="rounded-full bg-mist px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-ink">
          {TRANCHE_STATE_LABELS[tranche.state]}
        </span>
      </div>
      <p className="text-sm text-slate-600">
        Due {showDay(tranche.dueOn)} · {formatPaise(tranche.amountPaise)}
        {tranche.disbursedOn &&
          ` · ${formatPaise(tranche.disbursedPaise ?? 0)} paid on ${showDay(tranche.disbursedOn)} (${tranche.disbursementReference})`}
      </p>
      {tranche.state === 'sent-back' && tranche.reviewReason && (
        <p className="mt-1 text-sm text-amber-900">The centre asks: {tranche.reviewReason}</p>
      )}
      {tranche.hasEvidence && (
        <p className="mt-1 text-sm">
          <a
            href={endpointUrl(grantEndpoints.evidence, { params: { id: tranche.id } })}
            className={linkClass}
          >
            Evidence sent
          </a>
          {tranche.evidenceNote && `: ${tranche.evidenceNote}`}
        </p>
      )}
    </div>
  );
}

function EvidenceForm({ startupId, tranche }: { startupId: number; tranche: Tranche }) {
  const send = useSendEvidence(startupId);
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const form = useServerForm(evidenceFieldsSchema, {
    defaultValues: { note: '' },
    failureMessage: serverMessageOr('The evidence could not be sent. Please try again.'),
  });
  const pick = (picked: File | null) => {
    setFileError(null);
    if (picked && picked.size > PDF_MAX_BYTES)
      setFileError(PRIVATE_FILE_MESSAGES.tooLarge.replace('The CV', 'The evidence'));
    else if (picked && !/\.pdf$/i.test(picked.name) && picked.type !== 'application/pdf')
      setFileError('The evidence must be a PDF file.');
    setFile(picked);
  };
  const onSubmit = form.handleSubmit((fields) => {
    if (!file) return setFileError('Please attach the evidence as a PDF.');
    if (fileError) return;
    form.clearFormError();
    send.mutate(
      { trancheId: tranche.id, fields, file },
      {
        onError: (error) => {
          const rest = form.showServerError(error);
          if (rest.file) setFileError(rest.file);
        },
      },
    );
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="mt-3 space-y-3"
      aria-label={`Evidence for ${tranche.title}`}
    >
      <FormField form={form} name="note" label="What the evidence shows" required maxLength={L.note} />
      <div>
        <label htmlFor={fileId} className="block text-sm font-medium text-ink">
          Evidence (PDF)
        </label>
        <input
          id={fileId}
          type="file"
          accept="application/pdf,.pdf"
          className={inputClass}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? `${fileId}-error` : `${fileId}-hint`}
          onChange={(event) => pick(event.target.files?.[0] ?? null)}
        />
        <p id={`${fileId}-hint`} className="mt-1 text-xs text-slate-600">
          At most 5 MB, not password-protected. Only your team and the centre can read it.
        </p>
        {fileError && (
          <p id={`${fileId}-error`} className="mt-1 text-sm font-medium text-red-700">
            {fileError}
          </p>
        )}
      </div>
      <FormError message={form.formError} />
      {send.isSuccess && <FormMessage tone="success">{send.data.message}</FormMessage>}
      <Button type="submit" size="sm" disabled={send.isPending}>
        {send.isPending ? 'Sending…' : 'Send evidence'}
      </Button>
    </form>
  );
}

function ExpenseTable({ grant }: { grant: Grant }) {
  if (grant.expenses.length === 0) return <p className="text-sm text-slate-600">No spending recorded yet.</p>;
  return (
    <ScrollTable label="Spending, one entry a row">
      <table className="w-full whitespace-nowrap text-left text-sm">
        <caption className="sr-only">Spending recorded against the grant</caption>
        <thead>
          <tr className="text-slate-600">
            <th scope="col" className="py-1 pr-3">
              Date
            </th>
            <th scope="col" className="py-1 pr-3">
              Head
            </th>
            <th scope="col" className="py-1 pr-3">
              What
            </th>
            <th scope="col" className="py-1 text-right">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {grant.expenses.map((expense) => (
            <tr key={expense.id} className="border-t border-slate-200">
              <td className="py-1 pr-3 whitespace-nowrap">{showDay(expense.spentOn)}</td>
              <td className="py-1 pr-3">{EXPENSE_HEAD_LABELS[expense.head]}</td>
              <td className="py-1 pr-3">{expense.note}</td>
              <td className="py-1 text-right tabular-nums">{formatPaise(expense.amountPaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}

function ExpenseForm({ grant }: { grant: Grant }) {
  const record = useRecordExpense(grant.startupId, grant.id);
  const defaults = { spentOn: today(), head: 'prototype' as const, amountPaise: '', note: '' };
  const form = useServerForm(expenseCreateSchema, {
    defaultValues: defaults,
    focusServerErrors: true,
    failureMessage: serverMessageOr('The spending could not be recorded. Please try again.'),
  });
  const onSubmit = form.handleSubmit((input) => {
    form.clearFormError();
    record.mutate(input, { onSuccess: () => form.reset(defaults), onError: form.showServerError });
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="mt-4 space-y-3"
      aria-label="Record spending"
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField form={form} name="spentOn" label="Date" type="date" required />
        <FormField
          form={form}
          name="head"
          label="Head of expenditure"
          options={EXPENSE_HEADS.map((head) => ({ value: head, label: EXPENSE_HEAD_LABELS[head] }))}
        />
        <FormField
          form={form}
          name="amountPaise"
          label="Amount (₹)"
          inputMode="decimal"
          autoComplete="off"
          maxLength={L.amountText}
          required
        />
      </div>
      <FormField form={form} name="note" label="What was bought" required maxLength={L.note} />
      <FormError message={form.formError} />
      {record.isSuccess && <FormMessage tone="success">{record.data.message}</FormMessage>}
      <Button type="submit" size="sm" disabled={record.isPending}>
        {record.isPending ? 'Recording…' : 'Record spending'}
      </Button>
    </form>
  );
}
