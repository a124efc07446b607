import { Link, useLocation } from 'react-router-dom';
import type { OpenCall } from '#common/calls';
import { SectionHeading } from '#web/components/ui/section-heading';
import { useOpenCalls } from './api/get-open-calls';
import { TimeText } from './deadline';

/** The open call that closes first: the one to put in front of a visitor. */
function firstClosing(calls: OpenCall[] | undefined): OpenCall | undefined {
  return calls?.toSorted((a, b) => a.closesAt.localeCompare(b.closesAt))[0];
}

/**
 * Home's call to action (docs/product.md#how-to-apply): the open call closing first and its deadline, for the
 * hero. Its line keeps its height while the calls load, so the hero does not move.
 */
export function OpenCallInvite() {
  const calls = useOpenCalls();
  const call = firstClosing(calls.data?.items);
  return (
    <p className="min-h-11">
      {call && calls.data && (
        <Link
          to={`/apply?call=${call.id}`}
          className="inline-flex min-h-11 max-w-full items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm font-semibold text-white ring-1 ring-white/30 backdrop-blur hover:bg-white/20"
        >
          <span className="flex-none rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-ink uppercase">
            Open
          </span>
          <span className="min-w-0 wrap-anywhere">
            {call.title}: apply by <TimeText iso={call.closesAt} timezone={calls.data.timezone} />
          </span>
        </Link>
      )}
    </p>
  );
}

const STEPS = [
  {
    title: 'Share your idea',
    text: 'Post it on the Wall of Ideas, find people to build it with and talk to a mentor.',
    link: { to: '/wall-of-ideas', text: 'Go to the Wall of Ideas' },
  },
  {
    title: 'Apply to a programme',
    text: 'Pick the programme that fits your stage and apply to its open call before the deadline.',
    link: { to: '/programs', text: 'Compare the programmes' },
  },
  {
    title: 'Build with the centre',
    text: 'Join a cohort: mentors, funding, lab space and office hours until your first customers.',
    link: { to: '/startups', text: 'See the startups we back' },
  },
] as const;

/**
 * "How to apply" (docs/product.md#how-to-apply): three steps from idea to programme, and the open call. On home
 * it is one column of a two-column row on wide screens; on /programs (`wide`) it spans the page above the FAQ.
 * A step's link to the page it is shown on is left out.
 */
export function HowToApplySection({ wide = false }: { wide?: boolean }) {
  const calls = useOpenCalls();
  const call = firstClosing(calls.data?.items);
  const { pathname } = useLocation();
  return (
    <section
      aria-labelledby="how-to-apply-heading"
      className={wide ? 'bg-mist pt-16' : 'bg-mist py-8 lg:bg-transparent'}
    >
      <div className="mx-auto max-w-6xl px-6">
        <SectionHeading
          id="how-to-apply-heading"
          eyebrow="How to apply"
          title="From idea to programme"
          compact
        />
        <ol className={`grid gap-3 md:grid-cols-3 ${wide ? '' : 'lg:grid-cols-1'}`}>
          {STEPS.map((step, index) => (
            <li
              key={step.title}
              className="flex gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
            >
              <span
                aria-hidden="true"
                className="flex h-10 w-10 flex-none items-center justify-center rounded-full bg-brand-dark text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <div className="min-w-0">
                <h3 className="font-bold text-ink">{step.title}</h3>
                <p className="mt-1 text-sm text-slate-700">
                  {step.text}
                  {step.link.to !== pathname && (
                    <>
                      {' '}
                      <Link
                        to={step.link.to}
                        className="font-semibold text-brand-dark underline underline-offset-4"
                      >
                        {step.link.text}
                      </Link>
                    </>
                  )}
                </p>
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-5 min-h-11 text-center">
          {call && calls.data ? (
            <Link
              to={`/apply?call=${call.id}`}
              className="inline-flex min-h-11 max-w-full items-center rounded-full bg-brand-dark px-6 py-2 font-semibold text-white hover:bg-ink"
            >
              <span className="wrap-anywhere">
                Apply to the {call.title} by <TimeText iso={call.closesAt} timezone={calls.data.timezone} />
              </span>
            </Link>
          ) : (
            calls.data && (
              <Link
                to="/programs"
                className="inline-flex min-h-11 items-center rounded-full bg-brand-dark px-6 py-2 font-semibold text-white hover:bg-ink"
              >
                No call is open now: see the programmes
              </Link>
            )
          )}
        </p>
      </div>
    </section>
  );
}
