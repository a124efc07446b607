/**
 * RFC 5545 (3.6) wants every calendar property before the first component and each line ended by CRLF, the last
 * one included. ical-generator writes `REFRESH-INTERVAL` and `X-PUBLISHED-TTL` after the VTIMEZONE blocks and
 * leaves the final CRLF off; strict parsers refuse the first and some clients the second.
 */
export function inCalendarOrder(calendar: string): string {
  const lines = calendar.split('\r\n');
  if (lines.at(-1) === '') lines.pop();
  const [first, last] = [lines[0], lines.at(-1)];
  if (first !== 'BEGIN:VCALENDAR' || last !== 'END:VCALENDAR')
    return calendar.endsWith('\r\n') ? calendar : `${calendar}\r\n`;
  const properties: string[] = [];
  const components: string[] = [];
  let depth = 0;
  let previous = properties;
  for (const line of lines.slice(1, -1)) {
    // A folded line (starting with a space or a tab) continues the one before it, wherever that went.
    const isContinuation = line.startsWith(' ') || line.startsWith('\t');
    if (!isContinuation && line.startsWith('BEGIN:')) depth += 1;
    const target = isContinuation ? previous : depth > 0 ? components : properties;
    target.push(line);
    if (!isContinuation && line.startsWith('END:')) depth -= 1;
    previous = target;
  }
  return `${[first, ...properties, ...components, last].join('\r\n')}\r\n`;
}
