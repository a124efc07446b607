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
        <CertificateItem
          key={certificate.id}
          heading={certificate.event}
          detail={`${certificate.title} · ${formatDateRange(certificate.start_date, certificate.end_date)}`}
          code={certificate.code}
          pdfUrl={myCertificatePdfUrl(certificate.id)}
        />
      )}
    </ListSectionIfAny>
  );
}

/**
 * One certificate in a list: what it is for, its title and dates, its code linking to its public check, and
 * its PDF download (named for screen readers). Events' and cohorts' certificates alike.
 */
export function CertificateItem(props: { heading: string; detail: string; code: string; pdfUrl: string }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <p className="min-w-0">
        <span className="block font-semibold wrap-anywhere text-ink">{props.heading}</span>
        <span className="block text-sm text-slate-700">
          {props.detail} ·{' '}
          <Link to={certificatePagePath(props.code)} className="font-mono text-brand-dark underline">
            {props.code}
          </Link>
        </span>
      </p>
      <a href={props.pdfUrl} download className={buttonClass({ variant: 'secondary', size: 'sm' })}>
        {DOWNLOAD_CERTIFICATE}
        <span className="sr-only"> for {props.heading}</span>
      </a>
    </li>
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
