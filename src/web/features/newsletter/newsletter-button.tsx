import { lazy, Suspense, useCallback, useState } from 'react';
import { Icon } from '#web/components/ui/icons';

// Loaded on first use, so the home page's first JavaScript stays small
// (docs/performance.md#front-end-budgets).
const loadModal = () => import('./subscribe-modal');
const SubscribeModal = lazy(loadModal);

/**
 * The fixed round button at the bottom right (docs/product.md#newsletter-button): it opens the newsletter
 * sign-up.
 */
export function NewsletterButton() {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
        aria-label="Subscribe to our newsletter"
        aria-haspopup="dialog"
        className="fixed right-5 bottom-5 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-accent text-ink shadow-xl shadow-black/25 transition hover:scale-105 hover:bg-amber-300"
      >
        <Icon name="mail" className="h-6 w-6" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <SubscribeModal onClose={close} />
        </Suspense>
      )}
    </>
  );
}
