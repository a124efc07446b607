import { useState } from 'react';
import { EVENT_MESSAGES, type CentreEvent } from '#common/events';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import {
  EmptyState,
  QueryStates,
  Spinner,
  ActionNotice,
  type ActionOutcome,
} from '#web/components/ui/status';
import { ApiError } from '#web/lib/api-client';
import { useEvents } from '../api/get-events';
import { useDeleteEvent } from '../api/delete-event';
import { CategoryBadge } from '../category-badge';
import { formatDateRange } from '../format';
import { EventForm } from './event-form';
import { Button } from '#web/components/ui/button';

/** The admin's list of events with edit (the same form, prefilled) and delete (after a confirmation). */
export function EventAdminList() {
  const events = useEvents();
  const remove = useDeleteEvent();
  const [editing, setEditing] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<CentreEvent | null>(null);
  const [status, setStatus] = useState<ActionOutcome | null>(null);

  const confirmDelete = () => {
    if (!confirming) return;
    const target = confirming;
    remove.mutate(target.id, {
      onSuccess: () => {
        setConfirming(null);
        setStatus({ tone: 'ok', text: `Deleted "${target.name}".` });
      },
      onError: (error) => {
        setConfirming(null);
        setStatus({
          tone: 'error',
          text:
            error instanceof ApiError && error.fromServer
              ? error.message
              : 'Failed to delete the event. Please try again.',
        });
      },
    });
  };

  return (
    <section aria-labelledby="admin-events-heading" className="mt-12">
      <h3 id="admin-events-heading" className="text-lg font-bold text-ink">
        Existing events
      </h3>
      <div aria-live="polite" className="mt-3">
        {status && <ActionNotice look="box" notice={status} />}
      </div>
      <QueryStates
        query={events}
        failure={EVENT_MESSAGES.loadFailed}
        pending={<Spinner label="Loading events" />}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState title="No events yet">Upload the first one above.</EmptyState>}
      >
        {(data) => (
          <ul className="mt-4 divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200">
            {data.items.map((event) => (
              <li key={event.id} className="p-4">
                <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                  <div>
                    <p className="font-semibold text-ink">{event.name}</p>
                    <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
                      <CategoryBadge category={event.category} />
                      <span>{formatDateRange(event.start_date, event.end_date)}</span>
                      {event.time && <span>· {event.time}</span>}
                    </p>
                  </div>
                  <div className="flex shrink-0 gap-2">
                    <Button
                      type="button"
                      variant="secondary"
                      aria-expanded={editing === event.id}
                      aria-label={`Edit ${event.name}`}
                      onClick={() => {
                        setStatus(null);
                        setEditing(editing === event.id ? null : event.id);
                      }}
                    >
                      Edit
                    </Button>
                    <Button
                      type="button"
                      variant="danger"
                      aria-label={`Delete ${event.name}`}
                      onClick={() => {
                        setStatus(null);
                        setConfirming(event);
                      }}
                    >
                      Delete
                    </Button>
                  </div>
                </div>
                {editing === event.id && (
                  // Full width of the list on a phone: four nested paddings left the fields 200 px wide.
                  <div className="-mx-4 mt-4 bg-mist p-4 sm:mx-0 sm:rounded-xl sm:p-6">
                    <EventForm
                      event={event}
                      onSaved={(_saved, message) => {
                        setEditing(null);
                        setStatus({ tone: 'ok', text: message });
                      }}
                      onCancel={() => setEditing(null)}
                    />
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
      {confirming && (
        <ConfirmDialog
          title="Delete this event?"
          confirmLabel="Delete"
          busyLabel="Deleting..."
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setConfirming(null)}
        >
          “{confirming.name}” and its image will be removed for everyone. This cannot be undone.
        </ConfirmDialog>
      )}
    </section>
  );
}
