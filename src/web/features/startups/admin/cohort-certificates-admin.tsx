import { useState } from 'react';
import { CERTIFICATE_LIMITS, certificatePagePath } from '#common/certificates';
import {
  cohortCertificateBodySchema,
  type CohortCertificates,
  type IssuedCohortCertificate,
} from '#common/cohort-certificates';
import { formatDate } from '#common/intl-cache';
import { Button, buttonClass } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { FormError, FormField } from '#web/components/ui/form-field';
import { ActionNotice, type ActionOutcome, QueryStates } from '#web/components/ui/status';
import { ApiError } from '#web/lib/api-client';
import { serverMessageOr, useServerForm } from '#web/lib/use-server-form';
import {
  adminCohortCertificatePdfUrl,
  useAdminCohortCertificates,
  useIssueCohortCertificates,
  useReissueCohortCertificate,
  useRevokeCohortCertificate,
} from '../api/cohort-certificates';

const failed = (error: unknown): ActionOutcome => ({
  tone: 'error',
  text: error instanceof ApiError ? error.message : 'Please try again.',
});

const ROLE_LABELS = { founder: 'Founder', member: 'Team member' } as const;

/**
 * A cohort's certificates of completion (docs/product.md#certificates, decision 057): the wording, issuing to
 * every joined member who holds none after a confirmation, and each member's certificate (or none yet), each
 * checkable, downloadable, reissued with the name shown today, or revoked after a confirmation.
 */
export function CohortCertificatesAdmin({ cohortId, cohortName }: { cohortId: number; cohortName: string }) {
  const certificates = useAdminCohortCertificates(cohortId);
  const [notice, setNotice] = useState<ActionOutcome | null>(null);
  return (
    <section aria-label={`Certificates of ${cohortName}`} className="space-y-4">
      <h5 className="font-bold text-ink">Certificates of completion</h5>
      <QueryStates
        query={certificates}
        loading="Loading the certificates"
        failure="The certificates could not be loaded."
      >
        {(data) => (
          <>
            <IssueForm cohortId={cohortId} cohortName={cohortName} data={data} onNotice={setNotice} />
            <ActionNotice notice={notice} look="box" />
            <MemberCertificates cohortId={cohortId} data={data} onNotice={setNotice} />
          </>
        )}
      </QueryStates>
    </section>
  );
}

function IssueForm({
  cohortId,
  cohortName,
  data,
  onNotice,
}: {
  cohortId: number;
  cohortName: string;
  data: CohortCertificates;
  onNotice: (notice: ActionOutcome | null) => void;
}) {
  const issue = useIssueCohortCertificates(cohortId);
  const [confirming, setConfirming] = useState<{
    title: string;
    signatory_name: string;
    signatory_role: string;
  } | null>(null);
  const form = useServerForm(cohortCertificateBodySchema, {
    defaultValues: {
      title: data.settings?.title ?? 'Certificate of completion',
      signatory_name: data.settings?.signatory_name ?? '',
      signatory_role: data.settings?.signatory_role ?? '',
    },
    failureMessage: serverMessageOr(
      'The certificates could not be issued. Check your connection and try again.',
    ),
  });
  const { handleSubmit, formError, clearFormError, showServerError } = form;
  const onSubmit = handleSubmit((values) => {
    clearFormError();
    onNotice(null);
    setConfirming(values);
  });
  const waiting = data.waiting;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={`Certificate of ${cohortName}`}
      className="space-y-3 rounded-2xl bg-mist p-4"
    >
      <p className="text-sm text-slate-700">
        {waiting === 0
          ? 'Every joined member holds a certificate. Saving keeps the wording for reissues.'
          : `${waiting} joined ${waiting === 1 ? 'member has' : 'members have'} no certificate yet. Issue from the cohort’s last day on.`}
      </p>
      <FormField form={form} name="title" label="Title" maxLength={CERTIFICATE_LIMITS.title} />
      <FormField
        form={form}
        name="signatory_name"
        label="Signed by"
        maxLength={CERTIFICATE_LIMITS.signatoryName}
      />
      <FormField
        form={form}
        name="signatory_role"
        label="Signatory’s role"
        maxLength={CERTIFICATE_LIMITS.signatoryRole}
      />
      <FormError message={formError} />
      <Button type="submit" disabled={issue.isPending}>
        {waiting === 0 ? 'Save the wording' : 'Issue certificates'}
      </Button>
      {confirming && (
        <ConfirmDialog
          title={
            waiting === 0
              ? `Save the wording of ${cohortName}’s certificates?`
              : `Issue certificates to ${waiting} ${waiting === 1 ? 'member' : 'members'} of ${cohortName}?`
          }
          confirmLabel={waiting === 0 ? 'Save' : 'Issue and mail'}
          busyLabel="Issuing..."
          busy={issue.isPending}
          onCancel={() => setConfirming(null)}
          onConfirm={() =>
            issue.mutate(confirming, {
              onSuccess: (answer) => onNotice({ tone: 'ok', text: answer.message }),
              onError: showServerError,
              onSettled: () => setConfirming(null),
            })
          }
        >
          Each joined founder and team member without a certificate gets one with the name their account shows
          now, mailed with its PDF.
        </ConfirmDialog>
      )}
    </form>
  );
}

function MemberCertificates({
  cohortId,
  data,
  onNotice,
}: {
  cohortId: number;
  data: CohortCertificates;
  onNotice: (notice: ActionOutcome | null) => void;
}) {
  const revoke = useRevokeCohortCertificate(cohortId);
  const reissue = useReissueCohortCertificate(cohortId);
  const [revoking, setRevoking] = useState<IssuedCohortCertificate | null>(null);
  const [reissuing, setReissuing] = useState<IssuedCohortCertificate | null>(null);
  if (data.items.length === 0 && data.waiting_members.length === 0)
    return <p className="text-sm text-slate-700">Nobody has joined this cohort’s startups yet.</p>;
  return (
    <div>
      <ul
        aria-label="Members’ certificates"
        className="divide-y divide-slate-100 rounded-2xl bg-white ring-1 ring-slate-200"
      >
        {data.items.map((row) => (
          <li key={`c${row.id}`} className="flex flex-wrap items-start justify-between gap-2 p-3">
            <div className="min-w-0">
              <p className="font-semibold wrap-anywhere text-ink">{row.name}</p>
              <p className="text-sm text-slate-700">
                {ROLE_LABELS[row.role]} of {row.startup} · code <span className="font-mono">{row.code}</span>{' '}
                · issued {formatDate(row.issued_at, 'mediumDate')}
                {row.reissued_at ? `, reissued ${formatDate(row.reissued_at, 'mediumDate')}` : ''}
              </p>
              {row.revoked_at && <p className="text-sm font-semibold text-red-800">Revoked</p>}
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <a
                href={certificatePagePath(row.code)}
                target="_blank"
                rel="noreferrer"
                className={buttonClass({ variant: 'link', size: 'sm' })}
                aria-label={`Check ${row.name}’s certificate`}
              >
                Check
              </a>
              <a
                href={adminCohortCertificatePdfUrl(cohortId, row.id)}
                download
                className={buttonClass({ variant: 'link', size: 'sm' })}
                aria-label={`Download ${row.name}’s certificate`}
              >
                PDF
              </a>
              {!row.revoked_at && (
                <>
                  <Button
                    type="button"
                    variant="secondary"
                    size="sm"
                    aria-label={`Reissue ${row.name}’s certificate`}
                    onClick={() => setReissuing(row)}
                  >
                    Reissue
                  </Button>
                  <Button
                    type="button"
                    variant="danger"
                    size="sm"
                    aria-label={`Revoke ${row.name}’s certificate`}
                    onClick={() => setRevoking(row)}
                  >
                    Revoke
                  </Button>
                </>
              )}
            </div>
          </li>
        ))}
        {data.waiting_members.map((member) => (
          <li key={`m${member.user_id}`} className="p-3">
            <p className="font-semibold wrap-anywhere text-ink">{member.name}</p>
            <p className="text-sm text-slate-700">
              {ROLE_LABELS[member.role]} of {member.startup} · no certificate yet
            </p>
          </li>
        ))}
      </ul>
      {revoking && (
        <ConfirmDialog
          title={`Revoke ${revoking.name}’s certificate?`}
          confirmLabel="Revoke"
          busyLabel="Revoking..."
          busy={revoke.isPending}
          onCancel={() => setRevoking(null)}
          onConfirm={() =>
            revoke.mutate(revoking.id, {
              onSuccess: (answer) => onNotice({ tone: 'ok', text: answer.message }),
              onError: (error) => onNotice(failed(error)),
              onSettled: () => setRevoking(null),
            })
          }
        >
          Its code {revoking.code} will check as revoked at once, and {revoking.name} can no longer download
          it. This cannot be undone.
        </ConfirmDialog>
      )}
      {reissuing && (
        <ConfirmDialog
          title={`Reissue ${reissuing.name}’s certificate?`}
          confirmLabel="Reissue"
          busyLabel="Reissuing..."
          busy={reissue.isPending}
          onCancel={() => setReissuing(null)}
          onConfirm={() =>
            reissue.mutate(reissuing.id, {
              onSuccess: (answer) => onNotice({ tone: 'ok', text: answer.message }),
              onError: (error) => onNotice(failed(error)),
              onSettled: () => setReissuing(null),
            })
          }
        >
          It gets the name the person’s account shows now and a new code; the old code {reissuing.code} will
          check as replaced.
        </ConfirmDialog>
      )}
    </div>
  );
}
