import type { QueueKind } from '#common/moderation';

/** The moderation feature's query keys (docs/architecture.md#query-keys). */
export const moderationKeys = {
  all: ['admin', 'moderation'] as const,
  queue: (kind: QueueKind | '') => ['admin', 'moderation', kind] as const,
};
