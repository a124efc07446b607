import { formatDateRange } from '#common/event-dates';
import { ListSectionIfAny } from '#web/components/ui/status';
import { CertificateItem } from '#web/features/events';
import { myCohortCertificatePdfUrl, useMyCohortCertificates } from './api/cohort-certificates';

/**
 * On /my/cohort and the hub: the person's certificates of a cohort's completion, each downloadable as a PDF
 * with the link anyone can check it at (docs/product.md#certificates). Nothing when they hold none.
 */
export function MyCohortCertificates({ headingId }: { headingId: string }) {
  const mine = useMyCohortCertificates();
  return (
    <ListSectionIfAny
      query={mine}
      items={(data) => data.items}
      failure="Your certificates of completion could not be loaded."
      headingId={headingId}
      title="Certificates of completion"
      className="mt-8"
    >
      {(certificate) => (
        <CertificateItem
          key={certificate.id}
          heading={certificate.subject}
          detail={`${certificate.title} · ${certificate.startup} · ${formatDateRange(certificate.start_date, certificate.end_date)}`}
          code={certificate.code}
          pdfUrl={myCohortCertificatePdfUrl(certificate.id)}
        />
      )}
    </ListSectionIfAny>
  );
}
