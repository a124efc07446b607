import { useEffect, useState } from 'react';
import { ActionNotice } from '#web/components/ui/status';
import { NEWSLETTER_TIMINGS } from '#common/newsletter';
import { SITE } from '#common/site';
import { usePageTitle } from '#web/lib/use-page-meta';
import { StandaloneShell } from './standalone-shell';
import { SubscribeForm } from './subscribe-form';
import { Icon } from '#web/components/ui/icons';

type Step = { name: 'welcome' } | { name: 'form' } | { name: 'success'; message: string };

/**
 * /newsletter/subscribe (docs/product.md#subscribe-page): a welcome screen for 3 s, then the form, then a
 * success screen that goes back to an empty form after 5 s.
 */
export default function SubscribePage() {
  usePageTitle('Subscribe to our newsletter');
  const [step, setStep] = useState<Step>({ name: 'welcome' });

  useEffect(() => {
    if (step.name === 'form') return;
    const timer = setTimeout(
      () => setStep({ name: 'form' }),
      step.name === 'welcome' ? NEWSLETTER_TIMINGS.welcomeMs : NEWSLETTER_TIMINGS.successMs,
    );
    return () => clearTimeout(timer);
  }, [step]);

  return (
    <StandaloneShell>
      <div aria-live="polite">
        {step.name === 'welcome' && (
          <div className="py-6 text-center">
            <Icon name="newsletter" className="mx-auto h-14 w-14 text-brand-dark" />
            <h1 className="mt-4 text-2xl font-bold text-ink">Welcome!</h1>
            <p className="mt-2 text-slate-700">
              Join the {SITE.name} newsletter for events, programs and opportunities.
            </p>
          </div>
        )}
        {step.name === 'form' && (
          <>
            <h1 className="text-2xl font-bold text-ink">Subscribe to our newsletter</h1>
            <p className="mt-2 mb-6 text-slate-700">
              News of events, programs and opportunities, once or twice a month.
            </p>
            <SubscribeForm onSubscribed={(message) => setStep({ name: 'success', message })} />
          </>
        )}
        {step.name === 'success' && (
          <div className="py-6 text-center">
            <Icon name="check" className="mx-auto h-14 w-14 text-brand-dark" />
            <h1 className="mt-4 text-2xl font-bold text-ink">You're subscribed</h1>
            <ActionNotice notice={{ tone: 'ok', text: step.message }} className="mt-2 font-medium" />
          </div>
        )}
      </div>
    </StandaloneShell>
  );
}
