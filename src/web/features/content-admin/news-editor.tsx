import { useState } from 'react';
import { formatNewsDate, NEWS_STATUS_LABELS, newsPagePath, type AdminNewsPost } from '#common/news';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { ActionNotice, type ActionOutcome } from '#web/components/ui/status';
import { ApiError } from '#web/lib/api-client';
import { useAdminNews, useDeleteNews } from '#web/features/news';
import { EditorDialog } from './editor-dialog';
import { EditorSection, useEditing } from './editor-section';
import { ListStates, Thumbnail } from './list-states';
import { NewsForm } from './news-form';
import { Button } from '#web/components/ui/button';

/** News posts, newest first: write, edit, publish, delete (docs/product.md#news). */
export function NewsEditor() {
  const news = useAdminNews();
  const remove = useDeleteNews();
  const dialog = useEditing<AdminNewsPost>();
  const post = dialog.item;
  const [confirming, setConfirming] = useState<AdminNewsPost | null>(null);
  const [status, setStatus] = useState<ActionOutcome | null>(null);

  return (
    <div>
      <ActionNotice notice={status} className="mb-4 min-h-6 text-sm font-medium" />
      <EditorSection name="news" title="News posts" addLabel="Write a post" onAdd={dialog.add}>
        <ListStates query={news} what="news posts" emptyTitle="No news posts yet.">
          <ul aria-label="News posts" className="divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200">
            {(news.data ?? []).map((item) => (
              <li
                key={item.id}
                className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="flex min-w-0 flex-1 items-center gap-3">
                  <Thumbnail image={item.cover} />
                  <div className="min-w-0">
                    <p className="font-semibold wrap-anywhere text-ink">{item.title}</p>
                    <p className="text-sm text-slate-600">
                      <span className={item.status === 'draft' ? 'font-semibold text-amber-800' : ''}>
                        {NEWS_STATUS_LABELS[item.status]}
                      </span>{' '}
                      · {formatNewsDate(item.publishedOn)}
                      {item.status === 'published' && (
                        <>
                          {' '}
                          ·{' '}
                          <a href={newsPagePath(item.slug)} className="text-brand-dark underline">
                            View<span className="sr-only"> {item.title}</span>
                          </a>
                        </>
                      )}
                    </p>
                  </div>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button
                    type="button"
                    variant="secondary"
                    size="xs"
                    aria-label={`Edit ${item.title}`}
                    onClick={() => dialog.edit(item)}
                  >
                    Edit
                  </Button>
                  <Button
                    type="button"
                    variant="secondary"
                    size="xs"
                    className="text-red-700"
                    aria-label={`Delete ${item.title}`}
                    onClick={() => setConfirming(item)}
                  >
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </ListStates>
        {dialog.editing && (
          <EditorDialog
            title={post ? `Edit ${post.title}` : 'Write a post'}
            busy={dialog.busy}
            onClose={dialog.close}
          >
            {(headingId) => (
              <NewsForm
                post={post}
                labelledBy={headingId}
                onBusyChange={dialog.setBusy}
                onCancel={dialog.close}
                onSaved={(title) => {
                  dialog.close();
                  setStatus({ tone: 'ok', text: post ? `Saved ${title}.` : `Added ${title}.` });
                }}
              />
            )}
          </EditorDialog>
        )}
        {confirming && (
          <ConfirmDialog
            title="Delete this post?"
            confirmLabel="Delete"
            busyLabel="Deleting..."
            busy={remove.isPending}
            onCancel={() => setConfirming(null)}
            onConfirm={() =>
              remove.mutate(confirming.id, {
                onSuccess: () => {
                  setStatus({ tone: 'ok', text: `Deleted ${confirming.title}.` });
                  setConfirming(null);
                },
                onError: (error) => {
                  setStatus({
                    tone: 'error',
                    text:
                      error instanceof ApiError ? error.message : `${confirming.title} could not be deleted.`,
                  });
                  setConfirming(null);
                },
              })
            }
          >
            <p>
              <strong>{confirming.title}</strong> will be removed from the site and the feed at once. This
              cannot be undone.
            </p>
          </ConfirmDialog>
        )}
      </EditorSection>
    </div>
  );
}
