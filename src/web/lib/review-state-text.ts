/**
 * How the author reads where their post stands: awaiting review, declined, hidden after reports
 * (docs/product.md#reports) or, when listed, `listed` (which may say until when).
 */
export function reviewStateText(
  post: { status: 'pending' | 'approved' | 'declined'; hidden: boolean },
  listed: string,
): string {
  if (post.status === 'pending') return 'Awaiting review';
  if (post.status === 'declined') return 'Declined';
  return post.hidden ? 'Hidden after reports, awaiting review' : listed;
}
