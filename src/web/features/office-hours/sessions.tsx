import { useState } from 'react';
import { ActionNotice, type ActionOutcome, failedOutcome } from '#web/components/ui/status';
import { sessionNoteSchema, NOTE_MAX, type BookingView, type SessionNoteInput } from '#common/office-hours';
import { ClampedText } from '#web/components/ui/clamped-text';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { Field, FormError, FormMessage } from '#web/components/ui/form-field';
import { serverMessageOr, useServerForm } from '#web/lib/use-server-form';
import { useCancelBooking } from './api/cancel-booking';
import { useSaveNote } from './api/save-note';
import { sessionStatus, SessionTime } from './session-time';
import { Button } from '#web/components/ui/button';
import { PrivacyNoticeLine } from '#web/components/ui/privacy-notice-line';

/** One session as either side sees it: when, with whom, the topic; cancel or leave a note. */
export function SessionCard({ booking, centreZone }: { booking: BookingView; centreZone: string }) {
  const cancel = useCancelBooking();
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<ActionOutcome | null>(null);
  const withWhom =
    booking.side === 'mentor'
      ? `${booking.founderName}${booking.startupName ? ` · ${booking.startupName}` : ''}`
      : booking.mentorName;
  const headingId = `session-${booking.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-ink">
            <SessionTime iso={booking.startsAt} centreZone={centreZone} />
          </h3>
          <p className="text-sm text-slate-700">
            {booking.side === 'mentor' ? 'With ' : 'Mentor: '}
            {withWhom}
          </p>
        </div>
        <span
          className={`rounded-full px-3 py-1 text-xs font-bold whitespace-nowrap ${booking.status === 'booked' ? 'bg-green-100 text-green-900' : 'bg-slate-100 text-slate-800'}`}
        >
          {sessionStatus(booking)}
        </span>
      </div>
      <div className="mt-2 text-sm text-slate-800">
        <span className="font-semibold">Topic: </span>
        <ClampedText text={booking.topic} />
      </div>
      {notice && (
        <div className="mt-3">
          <ActionNotice look="box" notice={notice} />
        </div>
      )}
      {booking.canCancel ? (
        <Button type="button" variant="secondary" className="mt-3" onClick={() => setConfirming(true)}>
          Cancel session
        </Button>
      ) : null}
      {booking.canLeaveNote ? <NoteForm booking={booking} /> : null}
      {confirming ? (
        <ConfirmDialog
          title="Cancel this session?"
          confirmLabel="Cancel session"
          busyLabel="Cancelling…"
          busy={cancel.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            cancel.mutate(booking.id, {
              onSuccess: (answer) => {
                setConfirming(false);
                setNotice({ tone: 'ok', text: answer.message });
              },
              onError: (error) => {
                setConfirming(false);
                setNotice(failedOutcome(error));
              },
            })
          }
        >
          The slot becomes free again and both of you get a mail.
        </ConfirmDialog>
      ) : null}
    </article>
  );
}

function NoteForm({ booking }: { booking: BookingView }) {
  const save = useSaveNote();
  const [saved, setSaved] = useState<string | null>(null);
  const founder = booking.side === 'founder';
  const form = useServerForm(sessionNoteSchema, {
    defaultValues: {
      note: booking.myNote,
      ...(founder ? { rating: booking.rating === null ? '' : String(booking.rating) } : {}),
    } as unknown as SessionNoteInput,
    failureMessage: serverMessageOr('The note could not be saved. Please try again.'),
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((input) => {
    form.clearFormError();
    setSaved(null);
    const rating = (input as { rating?: unknown }).rating;
    save.mutate(
      {
        bookingId: booking.id,
        input: {
          note: input.note,
          ...(founder ? { rating: rating === '' || rating === undefined ? null : Number(rating) } : {}),
        },
      },
      { onSuccess: (answer) => setSaved(answer.message), onError: form.showServerError },
    );
  });
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="mt-4 space-y-3 border-t border-slate-200 pt-4"
    >
      <Field
        label="Your note (only you see it)"
        multiline
        rows={3}
        maxLength={NOTE_MAX}
        error={errors.note?.message}
        registration={form.register('note')}
      />
      {founder ? (
        <Field
          label="Your rating"
          options={[
            { value: '', label: 'No rating' },
            ...[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} of 5` })),
          ]}
          error={errors.rating?.message}
          registration={form.register('rating', {
            setValueAs: (value: string) => (value === '' ? null : value),
          })}
        />
      ) : null}
      <FormError message={form.formError} />
      {saved ? <FormMessage tone="success">{saved}</FormMessage> : null}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save note'}
      </Button>
      <PrivacyNoticeLine section="mentoring" />
    </form>
  );
}
