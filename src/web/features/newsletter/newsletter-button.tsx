import { lazy, Suspense, useCallback, useState } from 'react';
import { Icon } from '#web/components/ui/icons';
import { Button } from '#web/components/ui/button';

// Loaded on first use, so the home page's first JavaScript stays small
// (docs/performance.md#front-end-budgets).
const loadModal = () => import('./subscribe-modal');
const SubscribeModal = lazy(loadModal);

/**
 * The footer's newsletter button (docs/product.md#newsletter-button): it opens the newsletter sign-up. It sits
 * in the page's flow, so it never covers content (a button fixed over the page hid the Wall's Chat buttons
 * on phones: docs/decisions/041-a-personal-hub-and-an-admin-workplace.md).
 */
export function NewsletterButton() {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <Button
        type="button"
        variant="accent"
        size="sm"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
        aria-haspopup="dialog"
      >
        <Icon name="mail" className="h-5 w-5" />
        Subscribe to our newsletter
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SubscribeModal onClose={close} />
        </Suspense>
      )}
    </>
  );
}
