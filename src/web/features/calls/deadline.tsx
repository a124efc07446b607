import { formatForViewer } from '#common/times';

/** The viewer's own zone; the centre's is marked beside it (docs/product.md#times). */
export const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** An instant as "15 Jan, 23:59 IST", with the viewer's time when their clock differs. */
export function TimeText({ iso, timezone }: { iso: string; timezone: string }) {
  return <time dateTime={iso}>{formatForViewer(iso, timezone, viewerZone())}</time>;
}
