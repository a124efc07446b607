import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { NEWSLETTER_TIMINGS } from '#common/newsletter';
import { SubscribeForm } from './subscribe-form';

/** The home section's form; the success message goes away after 5 s. Loaded apart from the home page's first JavaScript. */
export default function NewsletterSectionForm() {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), NEWSLETTER_TIMINGS.successMs);
    return () => clearTimeout(timer);
  }, [message]);
  return (
    <>
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
    </>
  );
}
