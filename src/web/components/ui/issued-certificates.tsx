import { useState, type ReactNode } from 'react';
import { certificatePagePath, type IssuedCertificate } from '#common/certificates';
import { formatDate } from '#common/intl-cache';
import { Button, buttonClass } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { failedOutcome, type ActionOutcome } from './status';

/** What an issued certificate's row needs, an event's or a cohort's (docs/product.md#certificates). */
type IssuedRow = Pick<IssuedCertificate, 'id' | 'name' | 'code' | 'issued_at' | 'reissued_at' | 'revoked_at'>;

/** A revoke or reissue mutation as the admin screens' query hooks give it. */
interface CertificateChange {
  isPending: boolean;
  mutate: (
    id: number,
    options: {
      onSuccess: (answer: { message: string }) => void;
      onError: (error: unknown) => void;
      onSettled: () => void;
    },
  ) => void;
}

/**
 * The admin's list of issued certificates, an event's or a cohort's: each row with its holder, what it is for
 * (`describe`), its code and dates, a check link when asked, the PDF, and Reissue and Revoke after a
 * confirmation. `children` are further rows of the same list (members without a certificate yet).
 */
export function IssuedCertificates<Row extends IssuedRow>({
  label,
  rows,
  describe,
  pdfUrl,
  withCheckLink = false,
  revoke,
  reissue,
  onNotice,
  children,
}: {
  label?: string;
  rows: Row[];
  describe: (row: Row) => string;
  pdfUrl: (row: Row) => string;
  withCheckLink?: boolean;
  revoke: CertificateChange;
  reissue: CertificateChange;
  onNotice: (notice: ActionOutcome | null) => void;
  children?: ReactNode;
}) {
  const [revoking, setRevoking] = useState<Row | null>(null);
  const [reissuing, setReissuing] = useState<Row | null>(null);
  const settle = (change: CertificateChange, row: Row, done: () => void) =>
    change.mutate(row.id, {
      onSuccess: (answer) => onNotice({ tone: 'ok', text: answer.message }),
      onError: (error) => onNotice(failedOutcome(error)),
      onSettled: done,
    });
  return (
    <>
      <ul aria-label={label} className="divide-y divide-slate-100 rounded-2xl bg-white ring-1 ring-slate-200">
        {rows.map((row) => (
          <li key={`c${row.id}`} className="flex flex-wrap items-start justify-between gap-2 p-3">
            <div className="min-w-0">
              <p className="font-semibold wrap-anywhere text-ink">{row.name}</p>
              <p className="text-sm text-slate-700">
                {describe(row)} · code <span className="font-mono">{row.code}</span> · issued{' '}
                {formatDate(row.issued_at, 'mediumDate')}
                {row.reissued_at ? `, reissued ${formatDate(row.reissued_at, 'mediumDate')}` : ''}
              </p>
              {row.revoked_at && <p className="text-sm font-semibold text-red-800">Revoked</p>}
            </div>
            <div className="flex flex-wrap items-center gap-3">
              {withCheckLink && (
                <a
                  href={certificatePagePath(row.code)}
                  target="_blank"
                  rel="noreferrer"
                  className={buttonClass({ variant: 'link', size: 'sm' })}
                  aria-label={`Check ${row.name}’s certificate`}
                >
                  Check
                </a>
              )}
              <a
                href={pdfUrl(row)}
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
        {children}
      </ul>
      {revoking && (
        <ConfirmDialog
          title={`Revoke ${revoking.name}’s certificate?`}
          confirmLabel="Revoke"
          busyLabel="Revoking..."
          busy={revoke.isPending}
          onCancel={() => setRevoking(null)}
          onConfirm={() => settle(revoke, revoking, () => setRevoking(null))}
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
          onConfirm={() => settle(reissue, reissuing, () => setReissuing(null))}
        >
          It gets the name the person’s account shows now and a new code; the old code {reissuing.code} will
          check as replaced.
        </ConfirmDialog>
      )}
    </>
  );
}
