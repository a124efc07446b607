/**
 * Time-zone names as the site stores and lists them: the current IANA names (Asia/Kolkata, the default
 * CENTRE_TIMEZONE). Browsers and Node report some zones by an older name (Chromium's resolvedOptions and
 * Intl.supportedValuesOf give Asia/Calcutta, Europe/Kiev); those are renames of the same zone, so the site
 * turns them into the current name before showing, comparing or saving one (docs/product.md#office-hours).
 */

// Renames only (IANA "backward" links for the same place); zones merged into another city's zone
// (Europe/Bratislava into Europe/Prague) keep their own name, which is still the one a person recognises.
const RENAMED: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Dacca': 'Asia/Dhaka',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** The current IANA name of a zone: "Asia/Calcutta" → "Asia/Kolkata"; any other name unchanged. */
export function canonicalZone(zone: string): string {
  return RENAMED[zone] ?? zone;
}

/** Every zone this runtime knows, by its current name, sorted, without duplicates. */
export function knownZones(): string[] {
  const all =
    (Intl as unknown as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ??
    [];
  return [...new Set(all.map(canonicalZone))].sort();
}

/**
 * The zones to offer, the likeliest first: the centre's, then the viewer's (when different), then the
 * rest alphabetically; all by their current names.
 */
export function zoneChoices(first: readonly string[], all: readonly string[] = knownZones()): string[] {
  return [...new Set([...first, ...all].map(canonicalZone))];
}
