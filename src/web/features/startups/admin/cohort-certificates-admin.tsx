import { useState } from 'react';
import { cohortCertificateBodySchema, type CohortCertificates } from '#common/cohort-certificates';
import { Button } from '#web/components/ui/button';
import { IssuedCertificates } from '#web/components/ui/issued-certificates';
import { CertificateWordingFields } from '#web/components/ui/certificate-wording-fields';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { FormError } from '#web/components/ui/form-field';
import { ActionNotice, type ActionOutcome, QueryStates } from '#web/components/ui/status';
import { serverMessageOr, useServerForm } from '#web/lib/use-server-form';
import {
  adminCohortCertificatePdfUrl,
  useAdminCohortCertificates,
  useIssueCohortCertificates,
  useReissueCohortCertificate,
  useRevokeCohortCertificate,
} from '../api/cohort-certificates';

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
      <CertificateWordingFields form={form} />
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
  if (data.items.length === 0 && data.waiting_members.length === 0)
    return <p className="text-sm text-slate-700">Nobody has joined this cohort’s startups yet.</p>;
  return (
    <IssuedCertificates
      label="Members’ certificates"
      rows={data.items}
      describe={(row) => `${ROLE_LABELS[row.role]} of ${row.startup}`}
      pdfUrl={(row) => adminCohortCertificatePdfUrl(cohortId, row.id)}
      withCheckLink
      revoke={revoke}
      reissue={reissue}
      onNotice={onNotice}
    >
      {data.waiting_members.map((member) => (
        <li key={`m${member.user_id}`} className="p-3">
          <p className="font-semibold wrap-anywhere text-ink">{member.name}</p>
          <p className="text-sm text-slate-700">
            {ROLE_LABELS[member.role]} of {member.startup} · no certificate yet
          </p>
        </li>
      ))}
    </IssuedCertificates>
  );
}
