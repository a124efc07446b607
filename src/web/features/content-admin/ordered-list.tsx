import { useState, type ReactNode } from 'react';
import type { MoveDirection } from '#common/content';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { ApiError } from '#web/lib/api-client';
import { useDeleteItem } from './api/delete-item';
import { useMoveItem } from './api/move-item';
import { CONTENT_KINDS, type ContentKind } from './api/content-kinds';
import { Button } from '#web/components/ui/button';

interface OrderedListProps<T extends { id: number }> {
  kind: ContentKind;
  /** Names the list for screen readers, e.g. "Founders". */
  label: string;
  items: T[];
  nameOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  onEdit: (item: T) => void;
  /** Programmes cannot be deleted. */
  deletable: boolean;
  /** Tells what came of a move or a delete; `error` for a failure. */
  announce: (message: string, tone?: 'ok' | 'error') => void;
}

function buttonId(kind: ContentKind, id: number, what: string) {
  return `content-${kind}-${id}-${what}`;
}

/** The admin's view of an ordered list: each row can move up or down, be edited or deleted. */
export function OrderedList<T extends { id: number }>({
  kind,
  label,
  items,
  nameOf,
  renderItem,
  onEdit,
  deletable,
  announce,
}: OrderedListProps<T>) {
  const move = useMoveItem(kind);
  const remove = useDeleteItem(kind);
  const [confirming, setConfirming] = useState<T | null>(null);
  const noun = CONTENT_KINDS[kind].noun;

  const moveItem = (item: T, index: number, direction: MoveDirection) => {
    // One move at a time; the buttons stay enabled so the keyboard focus is never dropped.
    if (move.isPending) return;
    move.mutate(
      { id: item.id, direction },
      {
        onSuccess: () => {
          const position = direction === 'up' ? index : index + 2;
          announce(`Moved ${nameOf(item)} ${direction}: now ${position} of ${items.length}.`);
          // The row moved in the page: keep the keyboard on it, on a button that still works.
          const atEdge = direction === 'up' ? position === 1 : position === items.length;
          const target = atEdge ? (direction === 'up' ? 'down' : 'up') : direction;
          requestAnimationFrame(() => document.getElementById(buttonId(kind, item.id, target))?.focus());
        },
        onError: (error) =>
          announce(
            error instanceof ApiError ? error.message : `${nameOf(item)} could not be moved.`,
            'error',
          ),
      },
    );
  };

  return (
    <>
      <ul aria-label={label} className="divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200">
        {items.map((item, index) => (
          <li
            key={item.id}
            className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0 flex-1">{renderItem(item)}</div>
            <div className="flex flex-wrap gap-1.5 sm:gap-2">
              <Button
                id={buttonId(kind, item.id, 'up')}
                type="button"
                variant="secondary"
                size="xs"
                disabled={index === 0}
                aria-busy={move.isPending || undefined}
                aria-label={`Move ${nameOf(item)} up`}
                onClick={() => moveItem(item, index, 'up')}
              >
                <span aria-hidden="true">↑</span>
                <span className="ml-1">Up</span>
              </Button>
              <Button
                id={buttonId(kind, item.id, 'down')}
                type="button"
                variant="secondary"
                size="xs"
                disabled={index === items.length - 1}
                aria-busy={move.isPending || undefined}
                aria-label={`Move ${nameOf(item)} down`}
                onClick={() => moveItem(item, index, 'down')}
              >
                <span aria-hidden="true">↓</span>
                <span className="ml-1">Down</span>
              </Button>
              <Button
                type="button"
                variant="secondary"
                size="xs"
                aria-label={`Edit ${nameOf(item)}`}
                onClick={() => onEdit(item)}
              >
                Edit
              </Button>
              {deletable && (
                <Button
                  type="button"
                  variant="secondary"
                  size="xs"
                  className="text-red-700"
                  aria-label={`Delete ${nameOf(item)}`}
                  onClick={() => setConfirming(item)}
                >
                  Delete
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {confirming && (
        <ConfirmDialog
          title={`Delete this ${noun}?`}
          confirmLabel="Delete"
          busyLabel="Deleting..."
          busy={remove.isPending}
          onCancel={() => setConfirming(null)}
          onConfirm={() =>
            remove.mutate(confirming.id, {
              onSuccess: () => {
                announce(`Deleted ${nameOf(confirming)}.`);
                setConfirming(null);
              },
              onError: (error) => {
                announce(
                  error instanceof ApiError ? error.message : `${nameOf(confirming)} could not be deleted.`,
                  'error',
                );
                setConfirming(null);
              },
            })
          }
        >
          <p>
            <strong>{nameOf(confirming)}</strong> will be removed from the site at once. This cannot be
            undone.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
