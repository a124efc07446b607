import { useParams } from 'react-router-dom';
import {
  CERTIFICATE_CODE_PATTERN,
  CERTIFICATE_KIND_WORDS,
  CERTIFICATE_PAGE,
  CERTIFICATE_STATE_WORDS,
} from '#common/certificates';
import { formatDateRange } from '#common/event-dates';
import { NOT_FOUND_TITLE } from '#common/routes';
import { NotFoundPage } from '#web/components/ui/not-found-page';
import { QueryStates } from '#web/components/ui/status';
import { ApiError } from '#web/lib/api-client';
import { usePageTitle } from '#web/lib/use-page-meta';
import { useCertificateCheck } from './api/verify-certificate';

/**
 * /certificates/:code: anyone holding a certificate's code (or its QR code) sees whether it is valid, for whom
 * and for which event or cohort, and nothing more (docs/product.md#certificates).
 */
export default function CertificatePage() {
  const { code: raw = '' } = useParams();
  const code = raw.toUpperCase();
  const valid = CERTIFICATE_CODE_PATTERN.test(code);
  const check = useCertificateCheck(valid ? code : '');
  const missing = !valid || (check.error instanceof ApiError && check.error.status === 404);
  usePageTitle(missing ? NOT_FOUND_TITLE : CERTIFICATE_PAGE.title);
  if (missing) return <NotFoundPage />;

  return (
    <section aria-labelledby="certificate-heading" className="min-h-[70vh] bg-mist pt-28 pb-20">
      <div className="mx-auto max-w-xl px-4 sm:px-6">
        <QueryStates query={check} what="certificate">
          {(certificate) => {
            const isValid = certificate.state === 'valid';
            const words = CERTIFICATE_STATE_WORDS[certificate.state];
            return (
              <div
                className={`rounded-2xl bg-white p-5 shadow-sm ring-2 sm:p-6 ${isValid ? 'ring-emerald-600' : 'ring-red-700'}`}
              >
                <h1
                  id="certificate-heading"
                  className={`text-3xl font-bold tracking-tight ${isValid ? 'text-emerald-800' : 'text-red-800'}`}
                >
                  {words.heading}
                </h1>
                <p className="mt-4 text-slate-700">{words.text}</p>
                <p className="mt-2 text-2xl font-semibold wrap-anywhere text-ink">{certificate.name}</p>
                <p className="mt-2 text-slate-700">
                  {CERTIFICATE_KIND_WORDS[certificate.kind]}{' '}
                  <span className="font-semibold">{certificate.event}</span>,{' '}
                  {formatDateRange(certificate.start_date, certificate.end_date)}.
                </p>
                <p className="mt-4 text-sm text-slate-600">
                  Code <span className="font-mono">{code}</span>
                </p>
              </div>
            );
          }}
        </QueryStates>
      </div>
    </section>
  );
}
