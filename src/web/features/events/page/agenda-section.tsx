import type { AgendaItem } from '#common/event-details';
import { DetailSection } from './detail-section';

/** The agenda as the admin ordered it: time, title, speaker and notes (docs/product.md#single-event-page). */
export function AgendaSection({ agenda }: { agenda: AgendaItem[] }) {
  if (agenda.length === 0) return null;
  return (
    <DetailSection id="event-agenda" title="Agenda">
      <ol className="divide-y divide-slate-200">
        {agenda.map((item, index) => (
          <li key={index} className="grid gap-1 py-3 first:pt-0 last:pb-0 sm:grid-cols-[7.5rem_1fr] sm:gap-4">
            <p className="font-semibold tabular-nums text-brand-dark">
              <time>{item.start}</time>
              {item.end && (
                <>
                  <span aria-hidden="true">–</span>
                  <span className="sr-only"> to </span>
                  <time>{item.end}</time>
                </>
              )}
            </p>
            <div className="min-w-0">
              <p className="break-words font-semibold text-ink">{item.title}</p>
              {item.speaker && <p className="break-words text-sm text-slate-700">{item.speaker}</p>}
              {item.notes && <p className="mt-1 break-words text-sm text-slate-600">{item.notes}</p>}
            </div>
          </li>
        ))}
      </ol>
    </DetailSection>
  );
}
