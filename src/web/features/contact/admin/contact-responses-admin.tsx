import { useState } from 'react';
import { EmailText } from '#web/components/ui/email-text';
import { CONTACT_MESSAGES, replyMailto, type ContactResponse } from '#common/contact';
import { SITE } from '#common/site';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { FormMessage } from '#web/components/ui/form-field';
import { EmptyState, QueryStates } from '#web/components/ui/status';
import { CONTACT_CSV_PATH, useContactResponses, useDeleteContactResponse } from '../api/contact-responses';
import { Pager } from '#web/components/ui/pager';
import { ClampedText } from '#web/components/ui/clamped-text';
import { formatDate } from '#common/intl-cache';
import { Button, buttonClass } from '#web/components/ui/button';

function ResponseCard({ response, onDelete }: { response: ContactResponse; onDelete: () => void }) {
  return (
    <li className="rounded-xl border border-slate-200 p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="min-w-0 font-semibold wrap-anywhere text-ink">{response.name}</h3>
        <time dateTime={response.createdAt} className="text-sm text-slate-600">
          {formatDate(response.createdAt, 'dateTime')}
        </time>
      </div>
      <p className="text-sm wrap-anywhere text-slate-700">
        <EmailText email={response.email} />
      </p>
      <ClampedText text={response.message} className="mt-3 text-slate-800" />
      <div className="mt-4 flex flex-wrap gap-2">
        <a
          href={replyMailto(response, SITE.name)}
          className={buttonClass({ variant: 'secondary', size: 'sm', className: 'text-brand-dark' })}
        >
          Reply by email<span className="sr-only"> to {response.name}</span>
        </a>
        <Button type="button" onClick={onDelete} variant="secondary" size="sm" className="text-red-700">
          Delete<span className="sr-only"> the message from {response.name}</span>
        </Button>
      </div>
    </li>
  );
}

/** The Contact Responses tab: the contact form's inbox, newest first. */
export function ContactResponsesAdmin() {
  const [page, setPage] = useState(1);
  const responses = useContactResponses(page);
  const remove = useDeleteContactResponse();
  const [toDelete, setToDelete] = useState<ContactResponse | null>(null);
  const [deleteFailed, setDeleteFailed] = useState(false);

  return (
    <QueryStates query={responses} loading="Loading messages" failure="The messages could not be loaded.">
      {(data) => {
        const { items, total, pageSize } = data;

        return (
          <div className="space-y-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-slate-700">
                {total} {total === 1 ? 'message' : 'messages'}
              </p>
              {total > 0 && (
                <a href={CONTACT_CSV_PATH} download className={buttonClass({ variant: 'secondary' })}>
                  Export CSV
                </a>
              )}
            </div>
            {deleteFailed && <FormMessage tone="error">{CONTACT_MESSAGES.deleteFailed}</FormMessage>}
            {items.length === 0 ? (
              <EmptyState title="No contact responses yet.">
                Messages sent through the contact form appear here.
              </EmptyState>
            ) : (
              <ul className="space-y-3">
                {items.map((response) => (
                  <ResponseCard
                    key={response.id}
                    response={response}
                    onDelete={() => setToDelete(response)}
                  />
                ))}
              </ul>
            )}
            <Pager
              label="Pages of messages"
              page={page}
              total={total}
              pageSize={pageSize}
              onPage={setPage}
              previous="Newer"
              next="Older"
            />
            {toDelete && (
              <ConfirmDialog
                title="Delete this message?"
                confirmLabel="Delete"
                busyLabel="Deleting..."
                busy={remove.isPending}
                onCancel={() => setToDelete(null)}
                onConfirm={() => {
                  setDeleteFailed(false);
                  remove.mutate(toDelete.id, {
                    onSuccess: () => setToDelete(null),
                    onError: () => {
                      setToDelete(null);
                      setDeleteFailed(true);
                    },
                  });
                }}
              >
                The message from {toDelete.name} ({toDelete.email}) will be deleted for good.
              </ConfirmDialog>
            )}
          </div>
        );
      }}
    </QueryStates>
  );
}
