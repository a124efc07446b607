import {
  DIGEST_ITEMS_PER_KIND,
  OWNER_NOTIFICATION_KINDS,
  OWNER_NOTIFICATION_LABELS,
  type OwnerNotificationKind,
} from '#common/owner-notifications';
import { formatInZone } from '#common/times';
import { CENTRE_NAME, renderMail } from '#server/modules/mail';
import { NAME_ONLY, shownName } from '#server/modules/users';

/** One arrival in a digest: on which post, from whom (the address only where the instant mail shows it). */
export interface DigestItem {
  post_title: string;
  from_name: string;
  from_email: string | null;
  created_at: string;
}

const INBOX_PATH = '/my/posts';
/** Where the choice is made (docs/product.md#owner-notifications). */
export const SETTINGS_PATH = '/profile#mail-choices';

function line(item: DigestItem, timeZone: string) {
  const name = shownName({ full_name: item.from_name, email: null }, NAME_ONLY);
  const who = [name, item.from_email && `(${item.from_email})`].filter(Boolean).join(' ');
  return `• ${item.post_title} — ${who}, ${formatInZone(item.created_at, timeZone)}`;
}

/** docs/product.md#owner-notifications: what arrived since the previous digest, by kind, oldest first. */
export function digestMail(
  items: Record<OwnerNotificationKind, DigestItem[]>,
  config: { publicUrl: string; centreTimezone: string },
) {
  const total = items.applications.length + items.joinRequests.length;
  const sections = OWNER_NOTIFICATION_KINDS.flatMap((kind) => {
    const ofKind = items[kind];
    if (ofKind.length === 0) return [];
    const more = ofKind.length - DIGEST_ITEMS_PER_KIND;
    return [
      [
        `${OWNER_NOTIFICATION_LABELS[kind]}: ${ofKind.length}`,
        ...ofKind.slice(0, DIGEST_ITEMS_PER_KIND).map((item) => line(item, config.centreTimezone)),
        ...(more > 0 ? [`and ${more} more`] : []),
      ].join('\n'),
    ];
  });
  const count = `${total} new ${total === 1 ? 'arrival' : 'arrivals'}`;
  const rendered = renderMail({
    heading: `Your daily digest: ${count}`,
    paragraphs: ['Since your last digest, oldest first:', ...sections, 'Read them and answer in My posts.'],
    action: { label: 'Open my posts', url: `${config.publicUrl}${INBOX_PATH}` },
    footer: `You receive this because you posted on the ${CENTRE_NAME} website and chose a daily digest instead of a mail for each.`,
    footerLink: { label: 'Change what you are mailed', url: `${config.publicUrl}${SETTINGS_PATH}` },
  });
  return { subject: `Daily digest: ${count}`, ...rendered };
}
