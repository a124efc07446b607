import { agendaByDay, type AgendaItem } from '#common/event-details';
import { formatDay } from '../format';
import { DetailSection } from './detail-section';

function AgendaItems({ items }: { items: AgendaItem[] }) {
  return (
    <ol className="divide-y divide-slate-200">
      {items.map((item, index) => (
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
  );
}

/**
 * The agenda as the admin ordered it: time, title, speaker and notes (docs/product.md#single-event-page); an
 * agenda over several days is grouped under a heading per day, in date order.
 */
export function AgendaSection({ agenda, firstDay }: { agenda: AgendaItem[]; firstDay: string }) {
  if (agenda.length === 0) return null;
  const days = agendaByDay(agenda, firstDay);
  return (
    <DetailSection id="event-agenda" title="Agenda">
      {days.length === 1 ? (
        <AgendaItems items={agenda} />
      ) : (
        <div className="space-y-6">
          {days.map(({ day, items }, index) => (
            <section key={day} aria-labelledby={`event-agenda-${day}`}>
              <h3 id={`event-agenda-${day}`} className="mb-3 text-base font-bold text-ink">
                Day {index + 1}: <time dateTime={day}>{formatDay(day)}</time>
              </h3>
              <AgendaItems items={items} />
            </section>
          ))}
        </div>
      )}
    </DetailSection>
  );
}
