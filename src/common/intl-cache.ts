/**
 * Shared, memoised Intl formats. Making an `Intl.DateTimeFormat` or `NumberFormat` costs far more than using one
 * (a registration rush formats event starts thousands of times, docs/performance.md#registration-rush), so every
 * format of the same locale and options is made once and kept, on the server and in the browser alike.
 */

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

// Keeps the cache from growing without end if options ever come from data (a zone per viewer, say).
const MOST_KEPT = 500;

function remembered<Format>(cache: Map<string, Format>, key: string, make: () => Format): Format {
  let format = cache.get(key);
  if (!format) {
    format = make();
    if (cache.size >= MOST_KEPT) cache.clear();
    cache.set(key, format);
  }
  return format;
}

/** `new Intl.DateTimeFormat(locale, options)`, made once per locale and options. */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  return remembered(
    dateTimeFormats,
    `${locale} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
}

/** `new Intl.NumberFormat(locale, options)`, made once per locale and options. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return remembered(
    numberFormats,
    `${locale} ${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  );
}

/**
 * Whether Intl knows this IANA time zone (`Asia/Kolkata`, `UTC`). Made outside the cache and dropped: the
 * zone comes from a form or the environment, and a test is no reason to keep a format.
 */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The site's dates and times as people read them in lists and cards (docs/product.md#times). */
export const DATE_FORMATS = {
  /** "15 Jan 2027" */
  day: { day: 'numeric', month: 'short', year: 'numeric' },
  /** "15 Jan 2027" (the locale's medium date) */
  mediumDate: { dateStyle: 'medium' },
  /** "15 Jan 2027, 6:30 pm" */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** A date or instant in the site's locale (en-IN) with one of `DATE_FORMATS`, in the viewer's zone. */
export function formatDate(at: string | number | Date, style: keyof typeof DATE_FORMATS): string {
  return dateTimeFormat('en-IN', DATE_FORMATS[style]).format(typeof at === 'string' ? new Date(at) : at);
}
