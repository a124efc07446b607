import {
  POST_APPLICATION_STATE_LABELS,
  type PostApplicationState,
} from '#common/post-applications-constants';

const STATE_STYLE: Record<PostApplicationState, string> = {
  new: 'bg-sky-100 text-sky-900',
  shortlisted: 'bg-amber-100 text-amber-900',
  declined: 'bg-red-100 text-red-800',
  hired: 'bg-green-100 text-green-800',
};

/** An application's state as a badge (docs/product.md#applications-on-the-site). */
export function ApplicationStateBadge({ state }: { state: PostApplicationState }) {
  return (
    <span
      className={`inline-block shrink-0 rounded-full px-3 py-1 text-xs font-bold whitespace-nowrap ${STATE_STYLE[state]}`}
    >
      {POST_APPLICATION_STATE_LABELS[state]}
    </span>
  );
}
