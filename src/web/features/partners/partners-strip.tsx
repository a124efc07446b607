import { Link } from 'react-router-dom';
import { ResponsiveImage } from '#web/components/ui/responsive-image';
import { usePartners } from './api/get-partners';

/**
 * Home: a row of partner and investor logos with a link to /partners (docs/product.md#partners). Quiet
 * while loading or when the list is empty or failed: it is a strip, not a section with its own states.
 */
export function PartnersStrip() {
  const partners = usePartners();
  const items = partners.data ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="partners-strip-heading" className="border-y border-slate-200 bg-white py-6">
      <div className="mx-auto max-w-6xl px-6">
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
          <h2
            id="partners-strip-heading"
            className="text-sm font-semibold tracking-widest text-slate-600 uppercase"
          >
            Backed by partners and investors
          </h2>
          <Link to="/partners" className="text-sm font-semibold text-brand-dark underline underline-offset-4">
            See all {items.length} partners
          </Link>
        </div>
        <ul className="grid grid-cols-2 items-center gap-x-6 gap-y-4 sm:grid-cols-4 lg:grid-cols-8">
          {items.slice(0, 8).map((partner, index) => (
            // Phones show the first four; the link above leads to all of them.
            <li
              key={partner.id}
              className={`h-14 items-center justify-center ${index < 4 ? 'flex' : 'hidden sm:flex'}`}
            >
              {partner.logo ? (
                <ResponsiveImage
                  image={partner.logo}
                  alt={partner.name}
                  sizes="(min-width: 1024px) 120px, (min-width: 640px) 25vw, 50vw"
                  className="max-h-14 w-auto max-w-full object-contain"
                />
              ) : (
                <span className="text-center text-sm font-semibold wrap-anywhere text-slate-700">
                  {partner.name}
                </span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
