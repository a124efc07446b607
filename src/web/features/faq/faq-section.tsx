import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { FaqEntry } from '#common/content';
import { FAQ_CATEGORIES, FAQ_CATEGORY_LABELS } from '#common/content-constants';
import { SectionHeading } from '#web/components/ui/section-heading';
import { QueryStates } from '#web/components/ui/status';
import { useFaq } from './api/get-faq';

/** schema.org FAQPage for search engines: the questions and answers as they are shown. */
function faqStructuredData(items: FaqEntry[]): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
  // `<` never appears raw, so no answer can close the script element.
  return JSON.stringify(data).replaceAll('<', '\\u003c');
}

/**
 * Questions and answers by category (docs/product.md#faq), on /programs (anchor `faq`). Each answer opens
 * with a native disclosure, so keyboards and screen readers need nothing extra.
 */
export function FaqSection() {
  const faq = useFaq();
  const items = faq.data ?? [];
  const { hash } = useLocation();
  const loaded = items.length > 0;
  // A link to /programs#faq arrives before the questions do: scroll once they are on the page.
  useEffect(() => {
    if (loaded && hash === '#faq') document.getElementById('faq')?.scrollIntoView();
  }, [loaded, hash]);
  if (faq.isPending || (faq.isSuccess && items.length === 0)) return null;
  return (
    <section id="faq" aria-labelledby="faq-heading" className="bg-mist py-20">
      <div className="mx-auto max-w-3xl px-6">
        <SectionHeading id="faq-heading" eyebrow="FAQ" title="Questions founders ask" />
        <QueryStates query={faq} what="questions" pending={null}>
          {() => (
            <>
              {FAQ_CATEGORIES.map((category) => {
                const ofCategory = items.filter((item) => item.category === category);
                if (ofCategory.length === 0) return null;
                return (
                  <div key={category} className="mt-10 first-of-type:mt-0">
                    <h3 className="mb-3 text-xl font-bold text-ink">{FAQ_CATEGORY_LABELS[category]}</h3>
                    <ul className="divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
                      {ofCategory.map((item) => (
                        <li key={item.id}>
                          <details className="group">
                            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold wrap-anywhere text-ink hover:bg-mist [&::-webkit-details-marker]:hidden">
                              {item.question}
                              <svg
                                aria-hidden="true"
                                viewBox="0 0 20 20"
                                className="h-5 w-5 flex-none text-brand transition-transform group-open:rotate-180"
                                fill="currentColor"
                              >
                                <path d="M5.3 7.3 10 12l4.7-4.7 1.1 1.1L10 14.2 4.2 8.4z" />
                              </svg>
                            </summary>
                            <p className="px-5 pb-5 whitespace-pre-line wrap-anywhere text-slate-700">
                              {item.answer}
                            </p>
                          </details>
                        </li>
                      ))}
                    </ul>
                  </div>
                );
              })}
              {items.length > 0 && (
                // A data block, never run; markup-safe because faqStructuredData escapes every `<`.
                <script
                  type="application/ld+json"
                  dangerouslySetInnerHTML={{ __html: faqStructuredData(items) }}
                />
              )}
            </>
          )}
        </QueryStates>
      </div>
    </section>
  );
}
