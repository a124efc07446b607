import { ScrollTable } from '#web/components/ui/scroll-table';
import { useState } from 'react';
import { endpointUrl } from '#common/api-contract';
import { grantEndpoints } from '#common/grant-endpoints';
import {
  GRANT_LIMITS as L,
  GRANT_SCHEMES,
  GRANT_SCHEME_LABELS,
  disbursementSchema,
  formatPaise,
  grantCreateSchema,
  paiseToRupeeText,
  trancheCreateSchema,
  trancheReviewSchema,
  type AdminGrants,
  type Tranche,
} from '#common/grants';
import { Button } from '#web/components/ui/button';
import { FormError, FormField, FormMessage } from '#web/components/ui/form-field';
import { EmptyState, QueryStates } from '#web/components/ui/status';
import { serverMessageOr, useServerForm } from '#web/lib/use-server-form';
import {
  useAddTranche,
  useAdminGrant,
  useAdminGrants,
  useCreateGrant,
  useDisburseTranche,
  useReviewTranche,
} from '../api/admin-grants';
import { TrancheSummary } from '../grant-panel';
import { GrantBalancesList, showDay } from '../grant-parts';

const today = () => new Date().toLocaleDateString('en-CA');
const cardClass = 'rounded-2xl bg-white p-5 ring-1 ring-slate-200';

/**
 * The admin's Grants screen (docs/product.md#seed-grants): every grant with its balances and waiting work,
 * recording a new one, and one grant at a time with its milestones to review and disburse.
 */
export function GrantsAdmin() {
  const grants = useAdminGrants();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <QueryStates query={grants} loading="Loading the grants" failure="The grants could not be loaded.">
      {(data) => (
        <div className="space-y-8">
          {data.items.length === 0 ? (
            <EmptyState title="No grants yet">Record a startup’s sanctioned seed grant below.</EmptyState>
          ) : (
            <GrantTable items={data.items} onOpen={setOpen} />
          )}
          {open !== null && <GrantAdminDetail key={open} grantId={open} />}
          {data.startupsWithoutGrant.length > 0 && <CreateGrantForm startups={data.startupsWithoutGrant} />}
        </div>
      )}
    </QueryStates>
  );
}

function GrantTable({ items, onOpen }: { items: AdminGrants['items']; onOpen: (id: number) => void }) {
  return (
    <ScrollTable label="Seed grants, one a row">
      <table className="w-full whitespace-nowrap text-left text-sm">
        <caption className="sr-only">Seed grants</caption>
        <thead>
          <tr className="text-slate-600">
            {['Startup', 'Scheme', 'Sanctioned', 'Disbursed', 'Spent', 'Waiting'].map((label) => (
              <th key={label} scope="col" className="py-2 pr-3">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((grant) => (
            <tr key={grant.id} className="border-t border-slate-200">
              <td className="py-2 pr-3">
                {/* First, so a phone shows it without scrolling the table sideways. */}
                <Button
                  type="button"
                  size="xs"
                  variant="secondary"
                  aria-label={`Open the grant of ${grant.startupName}`}
                  onClick={() => onOpen(grant.id)}
                >
                  {grant.startupName}
                </Button>
              </td>
              <td className="py-2 pr-3">{GRANT_SCHEME_LABELS[grant.scheme]}</td>
              <td className="py-2 pr-3 tabular-nums">{formatPaise(grant.balances.sanctionedPaise)}</td>
              <td className="py-2 pr-3 tabular-nums">{formatPaise(grant.balances.disbursedPaise)}</td>
              <td className="py-2 pr-3 tabular-nums">{formatPaise(grant.balances.spentPaise)}</td>
              <td className="py-2">
                {[
                  grant.toReview > 0 && `${grant.toReview} to review`,
                  grant.toDisburse > 0 && `${grant.toDisburse} to disburse`,
                ]
                  .filter(Boolean)
                  .join(', ') || '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}

function GrantAdminDetail({ grantId }: { grantId: number }) {
  const grant = useAdminGrant(grantId);
  return (
    <QueryStates query={grant} loading="Loading the grant" failure="The grant could not be loaded.">
      {(data) => (
        <section aria-labelledby="grant-detail-heading" className={`${cardClass} space-y-5`}>
          <div className="flex flex-wrap items-baseline justify-between gap-3">
            <h3 id="grant-detail-heading" className="text-lg font-bold text-ink">
              {data.startupName}: {GRANT_SCHEME_LABELS[data.scheme]}
            </h3>
            <a
              href={endpointUrl(grantEndpoints.certificate, { params: { id: data.id } })}
              download
              className="font-semibold text-brand-dark underline underline-offset-4"
            >
              Utilisation certificate (PDF)
            </a>
          </div>
          <p className="text-sm text-slate-600">
            Sanctioned on {showDay(data.sanctionedOn)}
            {data.reference && ` (${data.reference})`}.
          </p>
          <GrantBalancesList balances={data.balances} />
          <ol className="space-y-3">
            {data.tranches.map((tranche) => (
              <li key={tranche.id} className="rounded-xl p-4 ring-1 ring-slate-200">
                <TrancheSummary tranche={tranche} />
                {tranche.state === 'submitted' && <ReviewForm tranche={tranche} />}
                {tranche.state === 'approved' && <DisburseForm tranche={tranche} />}
              </li>
            ))}
          </ol>
          <AddTrancheForm grantId={data.id} />
        </section>
      )}
    </QueryStates>
  );
}

function ReviewForm({ tranche }: { tranche: Tranche }) {
  const review = useReviewTranche(tranche.id);
  const form = useServerForm(trancheReviewSchema, {
    defaultValues: { decision: 'approve', reason: '' },
    failureMessage: serverMessageOr('The review could not be saved. Please try again.'),
  });
  const onSubmit = form.handleSubmit((input) => {
    form.clearFormError();
    review.mutate(input, { onError: form.showServerError });
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="mt-3 space-y-3"
      aria-label={`Review of ${tranche.title}`}
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField
          form={form}
          name="decision"
          label="Decision"
          options={[
            { value: 'approve', label: 'Approve the evidence' },
            { value: 'send-back', label: 'Send it back' },
          ]}
        />
        <div className="sm:col-span-2">
          <FormField form={form} name="reason" label="Reason (when sending back)" maxLength={L.reason} />
        </div>
      </div>
      <FormError message={form.formError} />
      {review.isSuccess && <FormMessage tone="success">{review.data.message}</FormMessage>}
      <Button type="submit" size="sm" disabled={review.isPending}>
        {review.isPending ? 'Saving…' : 'Save review'}
      </Button>
    </form>
  );
}

function DisburseForm({ tranche }: { tranche: Tranche }) {
  const disburse = useDisburseTranche(tranche.id);
  const form = useServerForm(disbursementSchema, {
    defaultValues: {
      disbursedOn: today(),
      amountPaise: paiseToRupeeText(tranche.amountPaise),
      reference: '',
    },
    focusServerErrors: true,
    failureMessage: serverMessageOr('The disbursement could not be recorded. Please try again.'),
  });
  const onSubmit = form.handleSubmit((input) => {
    form.clearFormError();
    disburse.mutate(input, { onError: form.showServerError });
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="mt-3 space-y-3"
      aria-label={`Disbursement of ${tranche.title}`}
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField form={form} name="disbursedOn" label="Paid on" type="date" required />
        <FormField
          form={form}
          name="amountPaise"
          label="Amount paid (₹)"
          inputMode="decimal"
          maxLength={L.amountText}
          required
        />
        <FormField form={form} name="reference" label="Payment reference" maxLength={L.reference} required />
      </div>
      <FormError message={form.formError} />
      {disburse.isSuccess && <FormMessage tone="success">{disburse.data.message}</FormMessage>}
      <Button type="submit" size="sm" disabled={disburse.isPending}>
        {disburse.isPending ? 'Recording…' : 'Record disbursement'}
      </Button>
    </form>
  );
}

function AddTrancheForm({ grantId }: { grantId: number }) {
  const add = useAddTranche(grantId);
  const defaults = { title: '', dueOn: '', amountPaise: '' };
  const form = useServerForm(trancheCreateSchema, {
    defaultValues: defaults,
    focusServerErrors: true,
    failureMessage: serverMessageOr('The milestone could not be added. Please try again.'),
  });
  const onSubmit = form.handleSubmit((input) => {
    form.clearFormError();
    add.mutate(input, { onSuccess: () => form.reset(defaults), onError: form.showServerError });
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="space-y-3"
      aria-label="Add a milestone"
    >
      <h4 className="font-bold text-ink">Add a milestone</h4>
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField form={form} name="title" label="Milestone" maxLength={L.title} required />
        <FormField form={form} name="dueOn" label="Due on" type="date" required />
        <FormField
          form={form}
          name="amountPaise"
          label="Tranche (₹)"
          inputMode="decimal"
          maxLength={L.amountText}
          required
        />
      </div>
      <FormError message={form.formError} />
      {add.isSuccess && <FormMessage tone="success">{add.data.message}</FormMessage>}
      <Button type="submit" size="sm" disabled={add.isPending}>
        {add.isPending ? 'Adding…' : 'Add milestone'}
      </Button>
    </form>
  );
}

function CreateGrantForm({ startups }: { startups: AdminGrants['startupsWithoutGrant'] }) {
  const create = useCreateGrant();
  const defaults = {
    startupId: startups[0]!.id,
    scheme: 'sisfs' as const,
    amountPaise: '',
    sanctionedOn: today(),
    reference: '',
  };
  const form = useServerForm(grantCreateSchema, {
    defaultValues: defaults,
    focusServerErrors: true,
    failureMessage: serverMessageOr('The grant could not be recorded. Please try again.'),
  });
  const onSubmit = form.handleSubmit((input) => {
    form.clearFormError();
    create.mutate(input, { onError: form.showServerError });
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className={`${cardClass} space-y-3`}
      aria-label="Record a grant"
    >
      <h3 className="text-lg font-bold text-ink">Record a grant</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          form={form}
          name="startupId"
          label="Startup"
          options={startups.map((startup) => ({ value: String(startup.id), label: startup.name }))}
        />
        <FormField
          form={form}
          name="scheme"
          label="Scheme"
          options={GRANT_SCHEMES.map((scheme) => ({ value: scheme, label: GRANT_SCHEME_LABELS[scheme] }))}
        />
        <FormField
          form={form}
          name="amountPaise"
          label="Sanctioned amount (₹)"
          inputMode="decimal"
          maxLength={L.amountText}
          required
        />
        <FormField form={form} name="sanctionedOn" label="Sanctioned on" type="date" required />
        <FormField form={form} name="reference" label="Sanction reference" maxLength={L.reference} />
      </div>
      <FormError message={form.formError} />
      {create.isSuccess && <FormMessage tone="success">{create.data.message}</FormMessage>}
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Recording…' : 'Record grant'}
      </Button>
    </form>
  );
}
