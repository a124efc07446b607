import { useId, useState } from 'react';
import {
  CHECK_IN_MESSAGES,
  checkInBodySchema,
  refusedCheckIn,
  type CheckInOutcome,
} from '#common/event-registrations';
import { inputClass } from '#web/components/ui/form-styles';
import { ApiError } from '#web/lib/api-client';
import { useCheckIn } from '../api/registrants';
import { CodeScanner } from './code-scanner';
import { Button } from '#web/components/ui/button';
import { LiveStatus } from '#web/components/ui/status';
import { useServerForm } from '#web/lib/use-server-form';

const OUTCOME_TITLES: Record<CheckInOutcome, string> = {
  checked_in: 'Checked in',
  already: 'Already checked in',
  not_registered: 'Not registered',
  cancelled: 'Cancelled',
  no_seat: 'No seat',
  failed: 'Not checked in',
};

const OUTCOME_STYLES: Record<CheckInOutcome, string> = {
  checked_in: 'bg-green-50 text-green-900 ring-green-700',
  already: 'bg-amber-50 text-amber-900 ring-amber-700',
  not_registered: 'bg-red-50 text-red-900 ring-red-700',
  cancelled: 'bg-red-50 text-red-900 ring-red-700',
  no_seat: 'bg-red-50 text-red-900 ring-red-700',
  failed: 'bg-red-50 text-red-900 ring-red-700',
};

interface Result {
  outcome: CheckInOutcome;
  text: string;
}

/**
 * Checking people in at the door (docs/product.md#registrants-and-check-in): the code typed or read by
 * the camera, and what it came to in a large, coloured card a door helper reads at a glance. Used by the
 * Registrations tab and the bookmarkable check-in page of one event.
 */
export function CheckInPanel({ eventId }: { eventId: number }) {
  const [result, setResult] = useState<Result | null>(null);
  const codeId = useId();
  const checkIn = useCheckIn(eventId);
  // The route's own schema checks the code; what it refuses shows in the same card as the server's refusal,
  // which is where a door helper looks.
  const form = useServerForm(checkInBodySchema, { defaultValues: { code: '' }, failureMessage: () => null });
  const code = form.watch('code');
  const send = (value: string) => {
    setResult(null);
    checkIn.mutate(value, {
      onSuccess: (answer) => {
        setResult({ outcome: 'checked_in', text: answer.message });
        form.reset({ code: '' });
      },
      onError: (error) =>
        setResult(
          error instanceof ApiError
            ? { outcome: refusedCheckIn(error.status, error.message), text: error.message }
            : { outcome: 'failed', text: 'Please try again.' },
        ),
    });
  };
  const submit = form.handleSubmit(
    ({ code: checked }) => send(checked),
    (errors) => {
      const text = errors.code?.message ?? CHECK_IN_MESSAGES.unknownCode;
      setResult({ outcome: refusedCheckIn(400, text), text });
    },
  );
  const refused = result !== null && result.outcome !== 'checked_in';
  return (
    <form onSubmit={submit} noValidate aria-label="Check in" className="rounded-2xl bg-mist p-4">
      <label htmlFor={codeId} className="block text-lg font-semibold text-ink">
        Check-in code
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          id={codeId}
          {...form.register('code')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          className={`${inputClass} max-w-xs font-mono text-xl tracking-widest uppercase`}
        />
        <Button type="submit" disabled={checkIn.isPending || code.trim() === ''}>
          {checkIn.isPending ? 'Checking...' : 'Check in'}
        </Button>
      </div>
      <CodeScanner
        onCode={(scanned) => {
          form.setValue('code', scanned);
          void submit();
        }}
      />
      <LiveStatus as="div" urgent={refused} className="mt-3">
        {result && (
          <div className={`rounded-xl p-4 ring-2 ${OUTCOME_STYLES[result.outcome]}`}>
            <p className="text-2xl font-bold">{OUTCOME_TITLES[result.outcome]}</p>
            <p className="mt-1 text-lg font-semibold wrap-anywhere">{result.text}</p>
          </div>
        )}
      </LiveStatus>
    </form>
  );
}
