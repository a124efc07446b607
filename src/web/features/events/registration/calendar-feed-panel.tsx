import { useId, useState } from 'react';
import { inputClass } from '#web/components/ui/form-styles';
import { ActionNotice, QueryStates, type ActionOutcome } from '#web/components/ui/status';
import { useCalendarFeed, useChangeCalendarFeed } from './api/calendar-feed';
import { Button } from '#web/components/ui/button';

/**
 * On My events (docs/product.md#my-events): the private calendar address with Copy, a new address and
 * Revoke. Anyone with the address sees the person's events, hence the warning and the revoke.
 */
export function CalendarFeedPanel() {
  const feed = useCalendarFeed();
  const change = useChangeCalendarFeed();
  const [notice, setNotice] = useState<ActionOutcome | null>(null);
  const fieldId = useId();
  const run = (kind: 'new' | 'revoke') => {
    setNotice(null);
    const replacing = Boolean(feed.data?.url);
    change.mutate(kind, {
      onSuccess: () =>
        setNotice({
          tone: 'ok',
          text:
            kind === 'revoke'
              ? 'The address is revoked.'
              : replacing
                ? 'A new address is ready; the old one no longer works.'
                : 'Your calendar address is ready. Copy it into your calendar app as a subscription.',
        }),
      onError: () => setNotice({ tone: 'error', text: 'That did not work. Please try again.' }),
    });
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setNotice({ tone: 'ok', text: 'Copied. Paste it into your calendar app as a subscription.' });
    } catch {
      setNotice({ tone: 'info', text: 'Select the address and copy it.' });
    }
  };
  return (
    <section
      aria-labelledby="calendar-feed-heading"
      className="mb-10 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="calendar-feed-heading" className="text-xl font-bold text-ink">
        Calendar feed
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Subscribe in your calendar app to see the events where you hold a seat. Keep the address private:
        anyone who has it sees your events.
      </p>
      <QueryStates
        query={feed}
        loading="Loading your calendar address"
        failure="Your calendar address could not be loaded."
      >
        {({ url }) =>
          url ? (
            <div className="mt-4 space-y-3">
              <label htmlFor={fieldId} className="block text-sm font-medium text-ink">
                Your private address
              </label>
              <input
                id={fieldId}
                readOnly
                value={url}
                onFocus={(focused) => focused.target.select()}
                className={`${inputClass} font-mono text-sm`}
              />
              <div className="flex flex-wrap gap-2">
                <Button type="button" onClick={() => void copy(url)}>
                  Copy
                </Button>
                <Button
                  type="button"
                  variant="secondary"
                  disabled={change.isPending}
                  onClick={() => run('new')}
                >
                  New address
                </Button>
                <Button
                  type="button"
                  variant="secondary"
                  disabled={change.isPending}
                  onClick={() => run('revoke')}
                >
                  Revoke
                </Button>
              </div>
            </div>
          ) : (
            <Button type="button" className="mt-4" disabled={change.isPending} onClick={() => run('new')}>
              Create my calendar address
            </Button>
          )
        }
      </QueryStates>
      <ActionNotice notice={notice} className="mt-3 text-sm font-semibold" />
    </section>
  );
}
