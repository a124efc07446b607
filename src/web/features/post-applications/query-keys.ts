import type { ApplicableKind } from '#common/post-applications-constants';

/** Applications on the site: query keys (docs/architecture.md#query-keys). */
export const postApplicationKeys = {
  /** The signed-in person's applications to posts. */
  mine: ['my', 'post-applications'] as const,
  /** A post as the apply page shows it, with my application to it. */
  target: (kind: ApplicableKind, id: number) => ['my', 'apply-target', kind, id] as const,
  /** My posts with their applications counted (the applicants inbox). */
  posts: ['my', 'posts'] as const,
  /** The applications to one of my posts. */
  received: (kind: ApplicableKind, id: number) => ['my', 'posts', kind, id, 'applications'] as const,
};
