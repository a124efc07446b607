import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { REDIRECT_AFTER_UPLOAD_MS } from '#common/events';
import { FormMessage } from '#web/components/ui/form-field';
import { EventAdminList } from './event-admin-list';
import { EventForm } from './event-form';

/**
 * The Event Upload tab's content: the form, then /events after 2 s (docs/product.md#event-administration),
 * and the list.
 */
export function EventUpload() {
  const navigate = useNavigate();
  const [success, setSuccess] = useState<string | null>(null);

  useEffect(() => {
    if (!success) return;
    const timer = window.setTimeout(() => navigate('/events'), REDIRECT_AFTER_UPLOAD_MS);
    return () => window.clearTimeout(timer);
  }, [success, navigate]);

  return (
    <>
      <EventForm onSaved={(_event, message) => setSuccess(message)} />
      <div aria-live="polite" className="mt-4">
        {success && <FormMessage tone="success">{success}</FormMessage>}
      </div>
      <EventAdminList />
    </>
  );
}
