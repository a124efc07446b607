import { calendarDateInZone } from '#common/times';

/** Today in the centre's zone: the last publish date that is public (docs/product.md#news). */
export function centreToday(timeZone: string, now: Date = new Date()): string {
  return calendarDateInZone(now, timeZone);
}
