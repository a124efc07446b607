import { useModerationQueue } from './api/get-queue';

/** The number of waiting items, beside the Moderation tab's name (docs/product.md#moderation-queue). */
export function ModerationCount() {
  const queue = useModerationQueue('');
  // Nothing waiting: the tab's name alone.
  if (!queue.data?.total) return null;
  return (
    <span className="ml-1.5 rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900">
      {queue.data.total}
      <span className="sr-only"> waiting</span>
    </span>
  );
}
