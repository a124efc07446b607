import { useState } from 'react';
import {
  CONSENT_PURPOSE_LABELS,
  CONSENT_VIA_LABELS,
  type ActiveConsent,
  type ConsentEvent,
} from '#common/consents';
import { formatDate } from '#common/intl-cache';
import { Button } from '#web/components/ui/button';
import { ActionNotice, QueryStates, type ActionOutcome, failedOutcome } from '#web/components/ui/status';
import { useMyConsents, useWithdrawConsent } from './api/my-consents';

function givenLine(consent: ActiveConsent): string {
  if (!consent.givenAt) return 'On by default, or since before the site kept a record';
  const version = consent.noticeVersion === null ? '' : `, privacy notice version ${consent.noticeVersion}`;
  return `Given ${formatDate(consent.givenAt, 'dateTime')} through ${CONSENT_VIA_LABELS[consent.via ?? 'form']}${version}`;
}

function historyLine(event: ConsentEvent): string {
  const what = `${CONSENT_PURPOSE_LABELS[event.purpose]}: ${event.detail && event.purpose === 'alerts' ? event.detail : event.topic}`;
  const version = event.noticeVersion === null ? '' : ` (notice v${event.noticeVersion})`;
  return `${formatDate(event.at, 'dateTime')} — ${event.action} through ${CONSENT_VIA_LABELS[event.via]}: ${what}${version}`;
}

/**
 * "My consents" on the profile (docs/product.md#my-consents): every consent in force with when and how it
 * was given, each withdrawn in one click, and the ledger of what was given and withdrawn.
 */
export function MyConsents() {
  const consents = useMyConsents();
  const withdraw = useWithdrawConsent();
  const [notice, setNotice] = useState<ActionOutcome | null>(null);

  function withdrawOne(consent: ActiveConsent) {
    setNotice(null);
    withdraw.mutate(
      { purpose: consent.purpose, topic: consent.topic },
      {
        onSuccess: (answer) => setNotice({ tone: 'ok', text: answer.message }),
        onError: (error) => setNotice(failedOutcome(error)),
      },
    );
  }

  return (
    <section
      id="my-consents"
      aria-labelledby="my-consents-heading"
      className="mt-8 scroll-mt-24 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10"
    >
      <h2 id="my-consents-heading" className="text-xl font-bold text-ink">
        My consents
      </h2>
      <p className="mt-2 text-slate-700">
        The mail you agreed to receive. Withdraw any of them here in one click, as from the mail itself.
      </p>
      <QueryStates query={consents} what="consents">
        {(data) => (
          <>
            {data.active.length === 0 ? (
              <p className="mt-4 text-slate-700">No consent in force.</p>
            ) : (
              <ul className="mt-4 space-y-3">
                {data.active.map((consent) => (
                  <li
                    key={`${consent.purpose}:${consent.topic}`}
                    className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-mist p-3"
                  >
                    <div>
                      <p className="font-semibold text-ink">
                        {CONSENT_PURPOSE_LABELS[consent.purpose]}: {consent.label}
                      </p>
                      <p className="text-sm text-slate-600">{givenLine(consent)}</p>
                    </div>
                    <Button
                      type="button"
                      variant="secondary"
                      size="sm"
                      disabled={withdraw.isPending}
                      onClick={() => withdrawOne(consent)}
                    >
                      Withdraw
                      <span className="sr-only">
                        : {CONSENT_PURPOSE_LABELS[consent.purpose]}, {consent.label}
                      </span>
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            <ActionNotice notice={notice} />
            {data.history.length > 0 && (
              <details className="mt-4">
                <summary className="cursor-pointer font-medium text-brand-dark">
                  History ({data.history.length})
                </summary>
                <ul className="mt-2 space-y-1 text-sm text-slate-700">
                  {data.history.map((event, index) => (
                    <li key={index}>{historyLine(event)}</li>
                  ))}
                </ul>
              </details>
            )}
          </>
        )}
      </QueryStates>
    </section>
  );
}
