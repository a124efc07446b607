import { SectionHeading } from '#web/components/ui/section-heading';
import { useTestimonials } from './api/get-testimonials';

/**
 * What founders say (docs/product.md#testimonials), on home and on /programs: a few quotes with the
 * person's name, role and startup. Nothing is shown until there is something to show.
 */
export function TestimonialsSection({ limit = 3 }: { limit?: number }) {
  const testimonials = useTestimonials();
  const items = (testimonials.data ?? []).slice(0, limit);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-heading" className="bg-white py-8">
      <div className="mx-auto max-w-6xl px-6">
        <SectionHeading id="testimonials-heading" eyebrow="Founders" title="What founders say" compact />
        <ul className="grid gap-6 md:grid-cols-3">
          {items.map((testimonial, index) => (
            // Phones show one quote, so home stays short there (docs/product.md#home-teasers).
            <li
              key={testimonial.id}
              className={`rounded-3xl bg-mist p-6 ring-1 ring-slate-200 ${index > 0 ? 'hidden md:block' : ''}`}
            >
              <figure className="flex h-full flex-col">
                <blockquote className="leading-relaxed wrap-anywhere text-slate-800">
                  <p>“{testimonial.quote}”</p>
                </blockquote>
                <figcaption className="mt-auto pt-4">
                  <span className="block font-bold wrap-anywhere text-ink">{testimonial.name}</span>
                  <span className="block text-sm wrap-anywhere text-slate-600">
                    {testimonial.role}, {testimonial.startup}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
