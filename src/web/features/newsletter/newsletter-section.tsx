import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { NEWSLETTER_TIMINGS } from '../../../common/newsletter';
import { SITE } from '../../../common/site';
import { SectionShell } from '../../components/ui/section-shell';
import { SubscribeForm } from './subscribe-form';

/** Home's newsletter section (anchor `newsletter`): the sign-up form and a way out. */
export function NewsletterSection() {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), NEWSLETTER_TIMINGS.successMs);
    return () => clearTimeout(timer);
  }, [message]);

  return (
    <SectionShell
      id="newsletter"
      eyebrow="Newsletter"
      title="Stay in the loop"
      intro={`News of events, programs and opportunities at the ${SITE.name}, once or twice a month.`}
    >
      <div className="mx-auto max-w-md rounded-2xl bg-mist p-6 ring-1 ring-slate-200 sm:p-8">
        <SubscribeForm onSubscribed={setMessage} successMessage={message} />
        <p className="mt-4 text-center text-sm text-slate-600">
          Want to stop receiving it?{' '}
          <Link
            to="/newsletter/unsubscribe"
            className="font-medium text-brand-dark underline underline-offset-2"
          >
            Unsubscribe
          </Link>
        </p>
      </div>
    </SectionShell>
  );
}
