import { PARTNER_KIND_LABELS, PARTNER_KINDS } from '#common/content-constants';
import { DecorativeImage } from '#web/components/ui/responsive-image';
import { PageShell } from '#web/components/ui/page-shell';
import { Skeletons } from '#web/components/ui/skeletons';
import { EmptyState, QueryStates } from '#web/components/ui/status';
import { usePageTitle } from '#web/lib/use-page-meta';
import { usePartners } from './api/get-partners';

/** /partners: the centre's partners and investors, grouped by kind (docs/product.md#partners). */
export default function PartnersPage() {
  usePageTitle('Partners and investors');
  const partners = usePartners();
  return (
    <PageShell
      headingId="partners-heading"
      eyebrow="Partners"
      title="Partners and investors"
      intro="The funds, companies, institutions and public bodies that back the centre's startups with capital, credits, labs and expertise."
    >
      <QueryStates
        query={partners}
        what="partners"
        pending={
          <Skeletons
            gridClassName="grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
            itemClassName="h-40 rounded-2xl bg-white"
          />
        }
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState title="Partners coming soon">
            We are adding the centre's partners and investors.
          </EmptyState>
        }
      >
        {(items) =>
          PARTNER_KINDS.map((kind) => {
            const ofKind = items.filter((partner) => partner.kind === kind);
            if (ofKind.length === 0) return null;
            return (
              <section key={kind} aria-labelledby={`partners-${kind}`} className="mt-12 first-of-type:mt-0">
                <h2 id={`partners-${kind}`} className="mb-5 text-2xl font-bold text-ink">
                  {PARTNER_KIND_LABELS[kind]}
                </h2>
                <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
                  {ofKind.map((partner) => (
                    <li
                      key={partner.id}
                      className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
                    >
                      <div className="flex h-20 items-center justify-center">
                        <DecorativeImage
                          image={partner.logo}
                          sizes="(min-width: 1024px) 220px, (min-width: 640px) 45vw, 90vw"
                          className="max-h-20 w-auto max-w-full object-contain"
                          blankClassName="h-16 w-16 rounded-full bg-slate-200"
                        />
                      </div>
                      <h3 className="mt-4 text-lg font-bold wrap-anywhere text-ink">{partner.name}</h3>
                      <a
                        href={partner.url}
                        rel="noopener noreferrer"
                        target="_blank"
                        className="mt-auto pt-3 text-sm font-semibold break-all text-brand-dark underline underline-offset-4"
                      >
                        Visit website <span className="sr-only">of {partner.name} (opens in a new tab)</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })
        }
      </QueryStates>
    </PageShell>
  );
}
