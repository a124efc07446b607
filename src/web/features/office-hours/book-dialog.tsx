import { useState } from 'react';
import { Link } from 'react-router-dom';
import { bookingInputSchema, TOPIC_MAX, type BookingInput, type SlotView } from '#common/office-hours';
import { Field, FormError, FormMessage } from '#web/components/ui/form-field';
import { primaryButton, secondaryButton } from '#web/components/ui/form-styles';
import { ModalDialog } from '#web/components/ui/modal-dialog';
import { serverMessageOr, useServerForm } from '#web/lib/use-server-form';
import { useBookSlot } from './api/book-slot';
import { SessionTime } from './session-time';

/** Books one slot with a topic (docs/product.md#office-hours). */
export function BookDialog({
  slot,
  mentorName,
  centreZone,
  onClose,
}: {
  slot: SlotView;
  mentorName: string;
  centreZone: string;
  onClose: (booked: boolean) => void;
}) {
  const book = useBookSlot();
  const [booked, setBooked] = useState<string | null>(null);
  const form = useServerForm(bookingInputSchema, {
    defaultValues: { topic: '' } as BookingInput,
    failureMessage: serverMessageOr('The slot could not be booked. Please try again.'),
  });
  const submit = form.handleSubmit((input) => {
    form.clearFormError();
    book.mutate(
      { slotId: slot.id, input },
      { onSuccess: (answer) => setBooked(answer.message), onError: form.showServerError },
    );
  });
  return (
    <ModalDialog
      labelledBy="book-dialog-title"
      onClose={() => onClose(booked !== null)}
      className="w-[min(32rem,calc(100vw-2rem))]"
    >
      <div className="p-6">
        <h2 id="book-dialog-title" className="text-xl font-bold text-ink">
          Book office hours with {mentorName}
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          <SessionTime iso={slot.startsAt} centreZone={centreZone} />
        </p>
        {booked ? (
          <div className="mt-4 space-y-4">
            <FormMessage tone="success">{booked}</FormMessage>
            <div className="flex flex-wrap gap-3">
              <Link to="/my/office-hours" className={primaryButton}>
                My office hours
              </Link>
              <button type="button" className={secondaryButton} onClick={() => onClose(true)}>
                Close
              </button>
            </div>
          </div>
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 space-y-4">
            <Field
              label="What would you like to talk about?"
              multiline
              rows={4}
              maxLength={TOPIC_MAX}
              error={form.formState.errors.topic?.message}
              registration={form.register('topic')}
            />
            <FormError message={form.formError} />
            <div className="flex flex-wrap gap-3">
              <button type="submit" className={primaryButton} disabled={book.isPending}>
                {book.isPending ? 'Booking…' : 'Book this slot'}
              </button>
              <button type="button" className={secondaryButton} onClick={() => onClose(false)}>
                Cancel
              </button>
            </div>
          </form>
        )}
      </div>
    </ModalDialog>
  );
}
