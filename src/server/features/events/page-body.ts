import { formatDateRange } from '#common/event-dates';
import { EVENT_CATEGORY_LABELS, type CentreEvent } from '#common/events';
import { SERVER_PREVIEW_ATTRIBUTE } from '#common/seo';
import { escapeHtml } from '#server/modules/mail';

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
    `<p class="text-slate-700">${escapeHtml(event.location)}</p>`,
    ...paragraphs,
    '</article>',
    '</div>',
  ].join('');
}

/** Puts the preview into the shell's empty root element. */
export function injectBody(shellHtml: string, body: string): string {
  return shellHtml.replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
}
