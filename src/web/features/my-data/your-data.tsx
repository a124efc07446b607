import { endpointLink } from '#common/api-contract';
import { MY_DATA_MESSAGES } from '#common/my-data-constants';
import { myDataEndpoints } from '#common/my-data-endpoints';
import { PRIVACY_PATH } from '#common/privacy-constants';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { buttonClass } from '#web/components/ui/button';

/**
 * "Your data" on the profile (docs/product.md#download-my-data): the person downloads everything the site
 * holds about them. A plain link: the browser saves the ZIP itself, however large, with the server's name.
 */
export function YourData() {
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  // The hub links here: the section exists only once the profile has loaded.
  useEffect(() => {
    if (hash === '#your-data') section.current?.scrollIntoView();
  }, [hash]);
  return (
    <section
      ref={section}
      id="your-data"
      aria-labelledby="your-data-heading"
      className="mt-8 scroll-mt-24 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10"
    >
      <h2 id="your-data-heading" className="text-xl font-bold text-ink">
        {MY_DATA_MESSAGES.heading}
      </h2>
      <p className="mt-2 text-slate-700">{MY_DATA_MESSAGES.about}</p>
      <p className="mt-2 text-sm text-slate-600">
        {MY_DATA_MESSAGES.format} What each kind is for:{' '}
        <Link to={PRIVACY_PATH} className="font-medium text-brand-dark underline underline-offset-2">
          privacy notice
        </Link>
        .
      </p>
      <a
        href={endpointLink<typeof myDataEndpoints.download>(myDataEndpoints.download.path)}
        download
        className={buttonClass({ className: 'mt-4' })}
      >
        {MY_DATA_MESSAGES.download}
      </a>
    </section>
  );
}
