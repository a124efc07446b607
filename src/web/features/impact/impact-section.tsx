import { Link } from 'react-router-dom';
import { Carousel } from '#web/components/ui/carousel';
import { ResponsiveImage } from '#web/components/ui/responsive-image';
import { SectionHeading } from '#web/components/ui/section-heading';
import { QueryStates } from '#web/components/ui/status';
import { AnimatedCounter } from './animated-counter';
import { useMetrics } from './api/get-metrics';
import { useSlides } from './api/get-slides';
import { Skeletons } from '#web/components/ui/skeletons';

/**
 * Impact (anchor `metrics`): five counters (docs/product.md#impact-section); `/metrics` (level 1) also shows the
 * carousel of pictures, which home leaves out to stay short (docs/product.md#home-teasers).
 */
export function ImpactSection({ level = 2 }: { level?: 1 | 2 }) {
  const home = level === 2;
  const metrics = useMetrics();

  return (
    <section
      id="metrics"
      aria-labelledby="metrics-heading"
      className={`bg-ink text-white ${home ? 'py-8' : 'py-20'}`}
    >
      <div className="mx-auto max-w-6xl px-6">
        <SectionHeading
          id="metrics-heading"
          level={level}
          tone="dark"
          eyebrow="Our impact"
          title="Building the next generation of ventures"
          intro="From the first prototype to the first customers, at every step."
          compact={home}
        />

        <div className={home ? '' : 'grid items-center gap-10 lg:grid-cols-[3fr_2fr]'}>
          {!home && <Slides />}

          {/* One element in this grid cell whatever the state; a <dl> may hold only terms and details. */}
          <QueryStates
            query={metrics}
            what="figures"
            pending={
              <Skeletons
                count={5}
                gridClassName={home ? HOME_GRID : 'grid grid-cols-2 gap-3'}
                itemClassName={`h-24 rounded-2xl bg-white/10 first:col-span-2 ${home ? 'lg:first:col-span-1' : ''}`}
              />
            }
          >
            {(items) => (
              <dl className={home ? HOME_GRID : 'grid grid-cols-2 gap-3'}>
                {items.map((metric) => (
                  <div
                    key={metric.key}
                    className={`flex min-h-24 flex-col justify-center rounded-2xl bg-white/10 px-4 py-3 ring-1 ring-white/15 first:col-span-2 sm:px-6 ${home ? 'lg:first:col-span-1' : ''}`}
                  >
                    <dt className="order-2 text-xs font-medium uppercase tracking-wider text-slate-200 sm:text-sm">
                      {metric.label}
                    </dt>
                    <dd className="order-1 text-3xl font-extrabold text-accent sm:text-4xl">
                      <AnimatedCounter value={metric.value} durationSeconds={metric.durationSeconds} />
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </QueryStates>
        </div>
        {home && (
          <p className="mt-6 text-center">
            <Link
              to="/metrics"
              className="font-semibold text-white underline underline-offset-4 hover:text-accent focus-visible:text-accent"
            >
              See how these figures grew
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}

/** Home: the five counters in one row on wide screens. */
const HOME_GRID = 'grid grid-cols-2 gap-3 lg:grid-cols-5';

/** The carousel of pictures the admin keeps in site content, on /metrics. */
function Slides() {
  const slides = useSlides();
  return (
    <div className="min-h-[18rem]">
      <QueryStates
        query={slides}
        what="pictures"
        pending={
          <div aria-hidden="true" className="aspect-video w-full animate-pulse rounded-2xl bg-white/10" />
        }
      >
        {(items) => (
          <Carousel
            label="Life at the centre"
            tone="dark"
            items={items}
            getKey={(slide) => slide.id}
            renderItem={(slide) => (
              <figure className="overflow-hidden rounded-2xl bg-white/5 shadow-2xl shadow-black/30">
                <ResponsiveImage
                  image={slide.image}
                  alt={slide.caption}
                  sizes="(min-width: 1024px) 640px, 100vw"
                  className="aspect-video w-full object-cover"
                />
                <figcaption className="px-5 py-4 text-base text-slate-100">{slide.caption}</figcaption>
              </figure>
            )}
          />
        )}
      </QueryStates>
    </div>
  );
}
