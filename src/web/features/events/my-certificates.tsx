import { Link } from 'react-router-dom';
import { formatDateRange } from '#common/event-dates';
import { certificatePagePath } from '#common/certificates';
import { buttonClass } from '#web/components/ui/button';
import { ListSectionIfAny } from '#web/components/ui/status';
import { myCertificatePdfUrl, useMyCertificates } from './api/certificates';

/** The label of every certificate download, on the hub and on an event's page. */
export const DOWNLOAD_CERTIFICATE = 'Download certificate';

/**
 * On the hub (`/my#certificates`): the person's certificates, each downloadable as a PDF, with the link anyone
 * can check it at (docs/product.md#certificates). Nothing when they hold none.
 */
export function MyCertificates() {
  const mine = useMyCertificates();
  return (
    <ListSectionIfAny
      query={mine}
      items={(data) => data.items}
      failure="Your certificates could not be loaded."
      headingId="certificates"
      title="Certificates"
      className="mt-8"
    >
      {(certificate) => (
        <li
          key={certificate.id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
        >
          <p className="min-w-0">
            <span className="block font-semibold wrap-anywhere text-ink">{certificate.event}</span>
            <span className="block text-sm text-slate-700">
              {certificate.title} · {formatDateRange(certificate.start_date, certificate.end_date)} ·{' '}
              <Link
                to={certificatePagePath(certificate.code)}
                className="font-mono text-brand-dark underline"
              >
                {certificate.code}
              </Link>
            </span>
          </p>
          <a
            href={myCertificatePdfUrl(certificate.id)}
            download
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
          >
            {DOWNLOAD_CERTIFICATE}
            <span className="sr-only"> for {certificate.event}</span>
          </a>
        </li>
      )}
    </ListSectionIfAny>
  );
}

/** On an event's page: the signed-in person's certificate of it, when they hold one. */
export function EventCertificateDownload({ eventId, signedIn }: { eventId: number; signedIn: boolean }) {
  const mine = useMyCertificates(signedIn);
  const certificate = mine.data?.items.find((item) => item.event_id === eventId);
  if (!certificate) return null;
  return (
    <a href={myCertificatePdfUrl(certificate.id)} download className={buttonClass({ size: 'sm' })}>
      {DOWNLOAD_CERTIFICATE}
    </a>
  );
}
