import { useId, useState } from 'react';
import { certificateSettingsBodySchema, type CertificateSettingsAnswer } from '#common/certificates';
import { CertificateWordingFields } from '#web/components/ui/certificate-wording-fields';
import { Button } from '#web/components/ui/button';
import { IssuedCertificates } from '#web/components/ui/issued-certificates';
import { FormError } from '#web/components/ui/form-field';
import { ActionNotice, type ActionOutcome, failedOutcome, QueryStates } from '#web/components/ui/status';
import { serverMessageOr, useServerForm } from '#web/lib/use-server-form';
import {
  adminCertificatePdfUrl,
  useCertificatePicture,
  useCertificateSettings,
  useIssuedCertificates,
  useReissueCertificate,
  useRemoveCertificateSettings,
  useRevokeCertificate,
  useSaveCertificateSettings,
} from '../api/certificates';

const ROLE_LABELS = { attendee: 'Attended', speaker: 'Speaker', organiser: 'Organiser' } as const;

/**
 * An event's certificates (docs/product.md#certificates): turn them on and edit what they say, their logo and
 * signature, and the certificates issued, each downloadable, reissued or revoked after a confirmation.
 */
export function CertificatesAdmin({ eventId }: { eventId: number }) {
  const settings = useCertificateSettings(eventId);
  return (
    <section aria-labelledby="certificates-admin-heading" className="space-y-6">
      <h3 id="certificates-admin-heading" className="text-lg font-bold text-ink">
        Certificates
      </h3>
      <QueryStates
        query={settings}
        loading="Loading the certificate"
        failure="The certificate could not be loaded."
      >
        {(data) => (
          <>
            <CertificateSettingsForm eventId={eventId} answer={data} />
            {data.settings && <CertificatePictures eventId={eventId} settings={data.settings} />}
          </>
        )}
      </QueryStates>
      <IssuedEventCertificates eventId={eventId} />
    </section>
  );
}

function CertificateSettingsForm({
  eventId,
  answer,
}: {
  eventId: number;
  answer: CertificateSettingsAnswer;
}) {
  const save = useSaveCertificateSettings(eventId);
  const remove = useRemoveCertificateSettings(eventId);
  const [notice, setNotice] = useState<ActionOutcome | null>(null);
  const on = answer.settings !== null;
  const form = useServerForm(certificateSettingsBodySchema, {
    defaultValues: {
      title: answer.settings?.title ?? 'Certificate of attendance',
      signatory_name: answer.settings?.signatory_name ?? '',
      signatory_role: answer.settings?.signatory_role ?? '',
      include_staff: answer.settings?.include_staff ?? false,
    },
    failureMessage: serverMessageOr(
      'The certificate could not be saved. Check your connection and try again.',
    ),
  });
  const { handleSubmit, formError, clearFormError, showServerError } = form;
  const onSubmit = handleSubmit((values) => {
    clearFormError();
    setNotice(null);
    save.mutate(values, {
      onSuccess: (saved) => setNotice({ tone: 'ok', text: saved.message ?? 'Saved.' }),
      onError: showServerError,
    });
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Certificate of this event"
      className="space-y-3 rounded-2xl bg-mist p-4"
    >
      <p className="text-sm text-slate-700">
        {on
          ? 'Certificates are on: everyone who checked in gets one the day after the event ends.'
          : 'Certificates are off for this event. Fill in the certificate to turn them on.'}
      </p>
      <CertificateWordingFields form={form} />
      <label className="flex items-center gap-3 text-ink">
        <input type="checkbox" {...form.register('include_staff')} className="h-5 w-5" />
        Also give certificates to the speakers and the organiser who have accounts
      </label>
      <FormError message={formError} />
      <ActionNotice notice={notice} look="box" />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : on ? 'Save certificate' : 'Turn certificates on'}
        </Button>
        {on && (
          <Button
            type="button"
            variant="secondary"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: (removed) => setNotice({ tone: 'ok', text: removed.message ?? 'Turned off.' }),
                onError: (error) => setNotice(failedOutcome(error)),
              })
            }
          >
            Turn certificates off
          </Button>
        )}
      </div>
    </form>
  );
}

function CertificatePictures({
  eventId,
  settings,
}: {
  eventId: number;
  settings: NonNullable<CertificateSettingsAnswer['settings']>;
}) {
  const picture = useCertificatePicture(eventId);
  const [notice, setNotice] = useState<ActionOutcome | null>(null);
  const logoId = useId();
  const signatureId = useId();
  const rows = [
    { picture: 'logo' as const, id: logoId, label: 'Logo (top of the certificate)', has: settings.has_logo },
    {
      picture: 'signature' as const,
      id: signatureId,
      label: 'Signature (above the signatory’s name)',
      has: settings.has_signature,
    },
  ];
  return (
    <div className="space-y-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      {rows.map((row) => (
        <div key={row.picture} className="flex flex-wrap items-center gap-3">
          <label htmlFor={row.id} className="font-medium text-ink">
            {row.label}: {row.has ? 'added' : 'none'}
          </label>
          <input
            id={row.id}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className="text-sm"
            disabled={picture.isPending}
            onChange={(change) => {
              const file = change.target.files?.[0] ?? null;
              change.target.value = '';
              if (file)
                picture.mutate(
                  { picture: row.picture, file },
                  {
                    onSuccess: (answer) => setNotice({ tone: 'ok', text: answer.message ?? 'Saved.' }),
                    onError: (error) => setNotice(failedOutcome(error)),
                  },
                );
            }}
          />
          {row.has && (
            <Button
              type="button"
              variant="link"
              size="sm"
              disabled={picture.isPending}
              onClick={() =>
                picture.mutate(
                  { picture: row.picture, file: null },
                  {
                    onSuccess: (answer) => setNotice({ tone: 'ok', text: answer.message ?? 'Removed.' }),
                    onError: (error) => setNotice(failedOutcome(error)),
                  },
                )
              }
            >
              Remove the {row.picture}
            </Button>
          )}
        </div>
      ))}
      <ActionNotice notice={notice} className="text-sm font-semibold" />
    </div>
  );
}

function IssuedEventCertificates({ eventId }: { eventId: number }) {
  const issued = useIssuedCertificates(eventId);
  const revoke = useRevokeCertificate(eventId);
  const reissue = useReissueCertificate(eventId);
  const [notice, setNotice] = useState<ActionOutcome | null>(null);
  return (
    <div>
      <h4 className="font-bold text-ink">Issued certificates</h4>
      <QueryStates
        query={issued}
        loading="Loading certificates"
        failure="The certificates could not be loaded."
      >
        {(data) =>
          data.items.length === 0 ? (
            <p className="mt-1 text-sm text-slate-700">None issued yet.</p>
          ) : (
            <div className="mt-2">
              <IssuedCertificates
                rows={data.items}
                describe={(row) => ROLE_LABELS[row.role]}
                pdfUrl={(row) => adminCertificatePdfUrl(eventId, row.id)}
                revoke={revoke}
                reissue={reissue}
                onNotice={setNotice}
              />
            </div>
          )
        }
      </QueryStates>
      <ActionNotice notice={notice} className="mt-2 text-sm font-semibold" />
    </div>
  );
}
