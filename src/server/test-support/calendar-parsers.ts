import ICAL from 'ical.js';
import nodeIcal from 'node-ical';
import { convertIcsCalendar } from 'ts-ics';

/** An event as a calendar client shows it: its title and when it starts (an instant, or a day if all-day). */
export interface ReadEvent {
  summary: string;
  start: string;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

function withIcalJs(text: string): ReadEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const start = event.startDate;
    return {
      summary: event.summary,
      start: start.isDate ? start.toString() : start.toJSDate().toISOString(),
    };
  });
}

function withNodeIcal(text: string): ReadEvent[] {
  return Object.values(nodeIcal.sync.parseICS(text))
    .filter((component) => component?.type === 'VEVENT')
    .map((event) => {
      const start = event.start as Date & { dateOnly?: boolean };
      if (!(start instanceof Date) || Number.isNaN(start.getTime()))
        throw new Error(`no start: ${String(start)}`);
      // node-ical gives an all-day event's day as local midnight.
      const startOfDay = new Date(Date.UTC(start.getFullYear(), start.getMonth(), start.getDate()));
      const summary = typeof event.summary === 'string' ? event.summary : event.summary.val;
      return { summary, start: start.dateOnly ? day(startOfDay) : start.toISOString() };
    });
}

function withTsIcs(text: string): ReadEvent[] {
  return (convertIcsCalendar(undefined, text).events ?? []).map((event) => {
    const { date, type } = event.start;
    if (!(date instanceof Date) || Number.isNaN(date.getTime())) throw new Error(`no start: ${String(date)}`);
    return { summary: event.summary ?? '', start: type === 'DATE' ? day(date) : date.toISOString() };
  });
}

const PARSERS = { 'ical.js': withIcalJs, 'node-ical': withNodeIcal, 'ts-ics': withTsIcs } as const;

/**
 * Reads a calendar file with three independent parsers (Mozilla's ical.js, node-ical and ts-ics), as different
 * calendar clients would: `problems` lists what any of them refused or warned about (node-ical warns on the
 * console) and any disagreement between them on the events; `events` are the events they agree on.
 */
export function readWithThreeParsers(text: string): { problems: string[]; events: ReadEvent[] } {
  const problems: string[] = [];
  const results: ReadEvent[][] = [];
  for (const [name, parse] of Object.entries(PARSERS)) {
    const warn = console.warn;
    console.warn = (...parts: unknown[]) => problems.push(`${name} warns: ${parts.map(String).join(' ')}`);
    try {
      results.push(
        parse(text).sort((a, b) => a.start.localeCompare(b.start) || a.summary.localeCompare(b.summary)),
      );
    } catch (error) {
      problems.push(`${name} refuses it: ${(error as Error).message}`);
    } finally {
      console.warn = warn;
    }
  }
  const [first = [], ...others] = results;
  for (const [index, other] of others.entries())
    if (JSON.stringify(other) !== JSON.stringify(first))
      problems.push(
        `the parsers disagree: ${JSON.stringify(first)} against ${JSON.stringify(other)} (${index + 1})`,
      );
  return { problems, events: first };
}
