import { MY_DATA_MESSAGES as M } from '#common/my-data-constants';
import { PRIVACY_PATH } from '#common/privacy-constants';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '#web/components/ui/button';
import { ActionNotice, type ActionOutcome } from '#web/components/ui/status';
import { serverMessageOr } from '#web/lib/use-server-form';
import { useRequestDataExport } from './api/data-export';

/**
 * "Your data" on the profile (docs/product.md#download-my-data): the person asks for everything the site
 * holds about them; a job prepares it and mails a link that works for them alone, for a week.
 */
export function YourData() {
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const request = useRequestDataExport();
  const [notice, setNotice] = useState<ActionOutcome | null>(null);
  // The hub links here: the section exists only once the profile has loaded.
  useEffect(() => {
    if (hash === '#your-data') section.current?.scrollIntoView();
  }, [hash]);
  const ask = () => {
    setNotice(null);
    request.mutate(undefined, {
      onSuccess: (answer) => setNotice({ tone: 'ok', text: answer.message }),
      onError: (error) =>
        setNotice({ tone: 'error', text: serverMessageOr(M.requestFailed)(error) ?? M.requestFailed }),
    });
  };
  return (
    <section
      ref={section}
      id="your-data"
      aria-labelledby="your-data-heading"
      className="mt-8 scroll-mt-24 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10"
    >
      <h2 id="your-data-heading" className="text-xl font-bold text-ink">
        {M.heading}
      </h2>
      <p className="mt-2 text-slate-700">{M.about}</p>
      <p className="mt-2 text-sm text-slate-600">
        {M.format} {M.howItWorks} What each kind is for:{' '}
        <Link to={PRIVACY_PATH} className="font-medium text-brand-dark underline underline-offset-2">
          privacy notice
        </Link>
        .
      </p>
      <Button type="button" className="mt-4" disabled={request.isPending} onClick={ask}>
        {request.isPending ? 'Asking...' : M.request}
      </Button>
      <ActionNotice notice={notice} look="box" className="mt-4 text-sm" />
    </section>
  );
}
