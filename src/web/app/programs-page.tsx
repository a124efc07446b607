import { PageShell } from '#web/components/ui/page-shell';
import { EmptyState, QueryStates } from '#web/components/ui/status';
import { usePageTitle } from '#web/lib/use-page-meta';
import { usePrograms } from '#web/features/programs';
import { CallAlertButton } from '#web/features/alerts';
import { CallBanner } from '#web/features/calls';
import { HowToApplySection } from '#web/features/calls/how-to-apply';
import { Skeletons } from '#web/components/ui/skeletons';
import { FaqSection } from '#web/features/faq';
import { TestimonialsSection } from '#web/features/testimonials';

/**
 * /programs: the centre's three programmes, what founders say, how to apply with the open call's deadline and the
 * FAQ (docs/product.md#programmes).
 */
export function ProgramsPage() {
  usePageTitle('Programs');
  const programs = usePrograms();
  return (
    <>
      <PageShell
        headingId="programs-heading"
        eyebrow="Programs"
        title="Find the program that fits your stage"
        intro="Whether you have an idea, a prototype or paying customers, there is a path for you at the centre."
      >
        <QueryStates
          query={programs}
          what="programs"
          pending={
            <Skeletons gridClassName="grid gap-6 md:grid-cols-3" itemClassName="h-96 rounded-3xl bg-white" />
          }
          isEmpty={(data) => data.length === 0}
          empty={<EmptyState title="Programs are being prepared">Check back soon.</EmptyState>}
        >
          {(data) => (
            <ul className="grid gap-6 md:grid-cols-3">
              {data.map((program) => (
                <li
                  key={program.id}
                  // Side by side the cards share their rows (a subgrid), so the duration badges line up
                  // whatever the length of the titles above them.
                  className="flex flex-col rounded-3xl bg-white p-8 shadow-sm ring-1 ring-slate-200 md:row-span-3 md:grid md:grid-rows-subgrid md:gap-y-0"
                >
                  <h2 className="text-2xl font-bold wrap-anywhere text-ink">{program.title}</h2>
                  <p className="mt-2 inline-flex w-fit self-start rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-amber-900">
                    {program.duration}
                  </p>
                  <div className="flex flex-col">
                    <p className="mt-4 text-slate-700">{program.summary}</p>
                    <ul className="mt-6 space-y-3">
                      {program.features.map((feature) => (
                        <li key={feature} className="flex gap-3 text-slate-800">
                          <svg
                            aria-hidden="true"
                            viewBox="0 0 20 20"
                            className="mt-0.5 h-5 w-5 flex-none text-brand"
                            fill="currentColor"
                          >
                            <path d="M8.1 13.3 4.8 10l-1.1 1.1 4.4 4.4 9-9-1.1-1.1z" />
                          </svg>
                          <span>{feature}</span>
                        </li>
                      ))}
                    </ul>
                    {/* Applications go through a call (docs/product.md#calls): the open one, or a way to
                          hear of the next. */}
                    <CallBanner
                      program={program.slug}
                      noCall={
                        <div className="mt-auto space-y-3 pt-6">
                          <p className="text-sm text-slate-700">No call is open for this program now.</p>
                          <CallAlertButton program={program} />
                        </div>
                      }
                    />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </QueryStates>
      </PageShell>
      <TestimonialsSection />
      <HowToApplySection wide />
      <FaqSection />
    </>
  );
}
