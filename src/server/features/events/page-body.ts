import { formatDateRange, formatDay } from '#common/event-dates';
import { agendaByDay } from '#common/event-details';
import { EVENT_CATEGORY_LABELS, type CentreEvent } from '#common/events';
import { SERVER_PREVIEW_ATTRIBUTE } from '#common/seo';
import { eventPlace, seatsText } from '#common/event-wording';
import { escapeHtml } from '#server/modules/mail';

const heading = (text: string) => `<h2 class="mt-8 text-xl font-bold text-ink">${escapeHtml(text)}</h2>`;

/** The agenda, speakers and venue as plain text lists (the app renders them fully over this). */
function detailsHtml(event: CentreEvent): string[] {
  const parts: string[] = [];
  if (event.agenda.length > 0) {
    const days = agendaByDay(event.agenda, event.start_date);
    // An agenda over several days names each item's day.
    const items = days.flatMap(({ day, items: ofDay }) =>
      ofDay.map((item) => {
        const time = item.end ? `${item.start}–${item.end}` : item.start;
        const when = days.length > 1 ? `${formatDay(day)}, ${time}` : time;
        const who = item.speaker ? ` · ${item.speaker}` : '';
        return `<li>${escapeHtml(`${when} ${item.title}${who}`)}</li>`;
      }),
    );
    parts.push(heading('Agenda'), `<ul class="mt-3 space-y-1 text-slate-700">${items.join('')}</ul>`);
  }
  if (event.speakers.length > 0) {
    const items = event.speakers.map(
      (speaker) => `<li>${escapeHtml([speaker.name, speaker.role].filter(Boolean).join(', '))}</li>`,
    );
    parts.push(heading('Speakers'), `<ul class="mt-3 space-y-1 text-slate-700">${items.join('')}</ul>`);
  }
  const { venue } = event;
  const place = [eventPlace(event), venue.address].filter(Boolean).join(', ');
  const notes = [venue.directions, venue.accessibility].filter(Boolean);
  if (venue.address || venue.room || notes.length > 0)
    parts.push(
      heading('Venue'),
      `<p class="mt-3 text-slate-700">${escapeHtml(place)}</p>`,
      ...notes.map((note) => `<p class="mt-2 text-slate-700">${escapeHtml(note)}</p>`),
    );
  return parts;
}

/**
 * The event itself in the HTML of /events/:id, so people on a slow phone, link previews and search
 * engines read it before any script runs. The app renders the full page over it.
 */
export function eventPreviewHtml(event: CentreEvent): string {
  const when = [formatDateRange(event.start_date, event.end_date), event.time].filter(Boolean).join(' · ');
  const paragraphs = event.description
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map(
      (paragraph) =>
        `<p class="mt-4 whitespace-pre-line break-words text-slate-700">${escapeHtml(paragraph)}</p>`,
    );
  return [
    `<div ${SERVER_PREVIEW_ATTRIBUTE} class="mx-auto max-w-4xl px-4 pt-28 pb-20 sm:px-6">`,
    '<p class="mb-6"><a href="/events" class="font-semibold text-brand-dark hover:underline">← All events</a></p>',
    '<article>',
    `<p class="text-sm font-semibold uppercase tracking-wider text-brand-dark">${escapeHtml(EVENT_CATEGORY_LABELS[event.category])}</p>`,
    `<h1 class="mt-2 break-words text-3xl font-bold text-ink">${escapeHtml(event.name)}</h1>`,
    `<p class="mt-3 text-slate-700">${escapeHtml(when)}</p>`,
    `<p class="text-slate-700">${escapeHtml(eventPlace(event))}</p>`,
    `<p class="text-slate-700">${escapeHtml(seatsText(event, false))}</p>`,
    ...paragraphs,
    ...detailsHtml(event),
    '</article>',
    '</div>',
  ].join('');
}
