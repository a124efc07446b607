import { describe, expect, it } from 'vitest';
import type { CentreEvent } from '#common/events';
import { injectBody } from '#server/lib/page-head';
import { eventPreviewHtml } from './page-body';

const EVENT = {
  id: 7,
  name: 'Pitch </h1><script>alert(1)</script> & "Demo"',
  description: 'First paragraph with <b>tags</b>.\n\nSecond paragraph.',
  category: 'workshop',
  start_date: '2030-03-10',
  end_date: '2030-03-11',
  time: '10:00 AM - 1:30 PM',
  location: 'Main auditorium',
  attendees: 60,
  seats_left: null,
  waitlist_count: 0,
  agenda: [{ start: '10:00', end: '10:30', title: '<i>Welcome</i>', speaker: 'Meera Iyer', notes: '' }],
  speakers: [{ name: 'Meera Iyer', role: 'Founder & CEO', link: '' }],
  venue: { address: '', room: 'Room 2', map_link: '', directions: 'Gate 3', accessibility: '' },
} as unknown as CentreEvent;

describe('the event in the HTML of its page', () => {
  it('shows name, dates, time, place and description as text, never as markup', () => {
    const html = eventPreviewHtml(EVENT);
    expect(html).toContain('data-server-preview');
    expect(html).toContain(
      '<h1 class="mt-2 break-words text-3xl font-bold text-ink">Pitch &lt;/h1&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Demo&quot;</h1>',
    );
    expect(html).not.toMatch(/<script|<b>/);
    expect(html).toContain('10 Mar 2030 – 11 Mar 2030 · 10:00 AM - 1:30 PM');
    expect(html).toContain('Main auditorium');
    expect(html.match(/<p class="mt-4 [^"]*">/g)).toHaveLength(2);
    // The seats in the one wording, and the agenda, speakers and venue as text.
    expect(html).toContain('60 seats');
    expect(html).toContain('<li>10:00–10:30 &lt;i&gt;Welcome&lt;/i&gt; · Meera Iyer</li>');
    expect(html).toContain('<li>Meera Iyer, Founder &amp; CEO</li>');
    expect(html).toContain('Room 2, Main auditorium');
    expect(html).toContain('Gate 3');
  });

  it('goes into the shell’s empty root, and a name with $& stays literal', () => {
    const shell = '<html><body><div id="root"></div></body></html>';
    expect(injectBody(shell, '<p>$& $1</p>')).toBe(
      '<html><body><div id="root"><p>$& $1</p></div></body></html>',
    );
  });
});
