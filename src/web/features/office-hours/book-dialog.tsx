import { useState } from 'react';
import { bookingInputSchema, TOPIC_MAX, type BookingInput, type SlotView } from '#common/office-hours';
import { Field, FormError, FormMessage } from '#web/components/ui/form-field';
import { ModalDialog } from '#web/components/ui/modal-dialog';
import { serverMessageOr, useServerForm } from '#web/lib/use-server-form';
import { useBookSlot } from './api/book-slot';
import { SessionTime } from './session-time';
import { Button, LinkButton } from '#web/components/ui/button';
import { PrivacyNoticeLine } from '#web/components/ui/privacy-notice-line';

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
            <FormMessage tone="success" takeFocus>
              {booked}
            </FormMessage>
            <div className="flex flex-wrap gap-3">
              <LinkButton to="/my/office-hours">My office hours</LinkButton>
              <Button type="button" variant="secondary" onClick={() => onClose(true)}>
                Close
              </Button>
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
              <Button type="submit" disabled={book.isPending}>
                {book.isPending ? 'Booking…' : 'Book this slot'}
              </Button>
              <Button type="button" variant="secondary" onClick={() => onClose(false)}>
                Cancel
              </Button>
            </div>
            <PrivacyNoticeLine section="mentoring" />
          </form>
        )}
      </div>
    </ModalDialog>
  );
}
