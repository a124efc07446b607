import { describe, expect, it } from 'vitest';
import { canonicalZone, knownZones, zoneChoices } from './time-zones';

describe('time-zone names (docs/product.md#office-hours)', () => {
  it('turns the old names browsers report into the current IANA name, leaving others alone', () => {
    expect(canonicalZone('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(canonicalZone('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(canonicalZone('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(canonicalZone('Europe/Berlin')).toBe('Europe/Berlin');
    expect(canonicalZone('UTC')).toBe('UTC');
  });

  it('every current name it gives is a zone this runtime accepts', () => {
    for (const old of ['Asia/Calcutta', 'Asia/Saigon', 'Europe/Kiev', 'America/Godthab', 'Pacific/Truk'])
      expect(() => new Intl.DateTimeFormat('en', { timeZone: canonicalZone(old) })).not.toThrow();
  });

  it('lists the known zones by their current names only', () => {
    const zones = knownZones();
    expect(zones).toContain('Asia/Kolkata');
    expect(zones).not.toContain('Asia/Calcutta');
    expect(new Set(zones).size).toBe(zones.length);
  });

  it('offers the centre’s and the viewer’s zone first, once each', () => {
    const all = ['Asia/Calcutta', 'Europe/Berlin', 'Europe/Kiev', 'UTC'];
    expect(zoneChoices(['Asia/Kolkata', 'Europe/Kiev'], all)).toEqual([
      'Asia/Kolkata',
      'Europe/Kyiv',
      'Europe/Berlin',
      'UTC',
    ]);
    expect(zoneChoices(['Asia/Kolkata', 'Asia/Calcutta'], all)).toEqual([
      'Asia/Kolkata',
      'Europe/Berlin',
      'Europe/Kyiv',
      'UTC',
    ]);
  });
});
