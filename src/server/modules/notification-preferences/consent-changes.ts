import type { NotificationChoice } from '#common/admin-notifications';
import type { ConsentPurpose, ConsentVia } from '#common/consents';
import type { ConsentChange } from '#server/modules/consents';

/**
 * The consent ledger's lines for a change of notification choices (docs/product.md#my-consents): a kind
 * turned to `none` is a withdrawal, a kind turned to `instant` or `daily` a consent given with that choice.
 */
export function choiceChanges<K extends string>(
  before: Readonly<Record<K, NotificationChoice>>,
  after: Readonly<Record<K, NotificationChoice>>,
  who: { userId: number; email: string; purpose: ConsentPurpose; via: ConsentVia },
): ConsentChange[] {
  return (Object.keys(after) as K[])
    .filter((kind) => before[kind] !== after[kind])
    .map((kind) => ({
      userId: who.userId,
      email: who.email,
      purpose: who.purpose,
      topic: kind,
      action: after[kind] === 'none' ? 'withdrawn' : 'given',
      via: who.via,
      detail: after[kind],
    }));
}
