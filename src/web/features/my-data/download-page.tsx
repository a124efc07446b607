import { useLocation } from 'react-router-dom';
import { endpointUrl } from '#common/api-contract';
import { formatDate } from '#common/intl-cache';
import {
  DATA_EXPORT_PAGE_PATH,
  dataExportTokenSchema,
  MY_DATA_MESSAGES as M,
} from '#common/my-data-constants';
import { myDataEndpoints } from '#common/my-data-endpoints';
import { buttonClass, LinkButton } from '#web/components/ui/button';
import { ActionNotice, QueryStates } from '#web/components/ui/status';
import { SignedInGate } from '#web/features/auth';
import { ApiError } from '#web/lib/api-client';
import { usePageTitle } from '#web/lib/use-page-meta';
import { useDataExport } from './api/data-export';

/** Size in kB or MB, as a person reads a download's size. */
function sizeText(bytes: number): string {
  return bytes < 1_000_000
    ? `${Math.max(1, Math.round(bytes / 1000))} kB`
    : `${(bytes / 1_000_000).toFixed(1)} MB`;
}

function Ready({ token }: { token: string }) {
  const ready = useDataExport(token, true);
  const refused = ready.error instanceof ApiError && ready.error.status === 404;
  return (
    <>
      <QueryStates
        query={ready}
        loading="Checking your download link"
        failure={refused ? M.gone : 'Your download could not be checked.'}
        retry={!refused}
      >
        {(data) => (
          <>
            <p className="mt-4 text-slate-700">{M.ready(formatDate(data.expiresAt, 'dateTime'))}</p>
            <p className="mt-2 text-sm text-slate-600">
              {data.filename}, {sizeText(data.size)}. {M.format}
            </p>
            <a
              href={endpointUrl(myDataEndpoints.archive, { params: { token } })}
              download={data.filename}
              className={buttonClass({ className: 'mt-6' })}
            >
              {M.download}
            </a>
          </>
        )}
      </QueryStates>
      {refused && (
        <LinkButton to="/profile#your-data" variant="secondary" className="mt-6">
          Go to Your data
        </LinkButton>
      )}
    </>
  );
}

/**
 * The page a "your data is ready" mail opens (docs/product.md#download-my-data): the token is after `#`, so no
 * server sees it in an address; the download works only for the signed-in owner, until it expires.
 */
export default function DataExportDownloadPage() {
  usePageTitle(M.pageTitle);
  const { hash } = useLocation();
  const token = hash.replace(/^#/, '');
  const valid = dataExportTokenSchema.safeParse(token).success;
  return (
    <section aria-labelledby="data-download-heading" className="min-h-[70vh] bg-mist pt-24 pb-20">
      <div className="mx-auto max-w-2xl rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
        <h1 id="data-download-heading" className="text-2xl font-bold text-ink">
          {M.pageTitle}
        </h1>
        {valid ? (
          <SignedInGate
            login={{ notice: M.signInFirst, returnTo: `${DATA_EXPORT_PAGE_PATH}#${token}` }}
            loadingLabel="Loading your account"
            failure="Your account could not be loaded."
          >
            {() => <Ready token={token} />}
          </SignedInGate>
        ) : (
          <ActionNotice notice={{ tone: 'error', text: M.noToken }} look="box" className="mt-4" />
        )}
      </div>
    </section>
  );
}
