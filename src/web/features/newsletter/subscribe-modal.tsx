import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { NEWSLETTER_TIMINGS } from '#common/newsletter';
import { ModalDialog } from '#web/components/ui/modal-dialog';
import { SubscribeForm } from './subscribe-form';
import { Button } from '#web/components/ui/button';

/**
 * The sign-up dialog of the round button: it closes 2 s after a successful subscription
 * (docs/product.md#subscribe-modal).
 */
export default function SubscribeModal({ onClose }: { onClose: () => void }) {
  const headingId = useId();
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(onClose, NEWSLETTER_TIMINGS.modalCloseMs);
    return () => clearTimeout(timer);
  }, [message, onClose]);

  return (
    <ModalDialog labelledBy={headingId} onClose={onClose}>
      <h2 id={headingId} className="text-xl font-bold text-ink">
        Subscribe to our newsletter
      </h2>
      <p className="mt-2 mb-5 text-slate-700">
        News of events, programs and opportunities, once or twice a month.
      </p>
      <SubscribeForm onSubscribed={setMessage} successMessage={message} />
      <div className="mt-5 flex items-center justify-between gap-4 text-sm">
        <Link
          to="/newsletter/unsubscribe"
          className="text-slate-600 underline underline-offset-2 hover:text-ink"
        >
          Unsubscribe
        </Link>
        <Button type="button" variant="secondary" size="sm" onClick={onClose}>
          Close
        </Button>
      </div>
    </ModalDialog>
  );
}
