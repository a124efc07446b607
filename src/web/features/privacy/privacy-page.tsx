import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { formatDay } from '#common/event-dates';
import type { PrivacyNotice } from '#common/privacy';
import {
  PRIVACY_CONTACT_ANCHOR,
  PRIVACY_RETENTION_ANCHOR,
  PRIVACY_RIGHTS_ANCHOR,
  PRIVACY_SECTIONS,
} from '#common/privacy-constants';
import { SITE } from '#common/site';
import { EmailText } from '#web/components/ui/email-text';
import { EmptyState, QueryStates } from '#web/components/ui/status';
import { usePageTitle } from '#web/lib/use-page-meta';
import { usePrivacyNotice } from './api/get-privacy-notice';

const ANSWERS = [
  ['collected', 'What we collect'],
  ['whoSees', 'Who sees it'],
  ['kept', 'How long we keep it'],
] as const;

const titleOf = (id: string) => PRIVACY_SECTIONS.find((section) => section.id === id)?.title ?? id;

/** Blank lines in the admin's text start a new paragraph. */
function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n\s*\n/).map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </>
  );
}

/** The notice's parts, each at its anchor, then the reader's rights and whom to write to. */
function Notice({ notice }: { notice: PrivacyNotice }) {
  const { hash } = useLocation();
  // A form's link lands on its part: the part exists only once the notice has loaded.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);
  const officer = notice.grievanceOfficer;
  return (
    <>
      {notice.version === null ? (
        <EmptyState title="The notice is being written">
          The centre has not published its privacy notice yet. Write to the grievance officer below with any
          question about your data.
        </EmptyState>
      ) : (
        <>
          <p className="text-center text-sm text-slate-600">
            {`Version ${notice.version}, published ${formatDay(notice.publishedOn ?? '')}`}
          </p>
          <nav
            aria-label="Parts of the notice"
            className="mt-8 rounded-2xl bg-white p-6 ring-1 ring-slate-200"
          >
            <h2 className="text-lg font-bold text-ink">What this notice covers</h2>
            <ul className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
              {notice.sections.map((section) => (
                <li key={section.id}>
                  <a className="text-brand-dark underline underline-offset-4" href={`#${section.id}`}>
                    {titleOf(section.id)}
                  </a>
                </li>
              ))}
              <li>
                <a
                  className="text-brand-dark underline underline-offset-4"
                  href={`#${PRIVACY_RETENTION_ANCHOR}`}
                >
                  How long we keep it
                </a>
              </li>
              <li>
                <a
                  className="text-brand-dark underline underline-offset-4"
                  href={`#${PRIVACY_RIGHTS_ANCHOR}`}
                >
                  Your rights
                </a>
              </li>
              <li>
                <a
                  className="text-brand-dark underline underline-offset-4"
                  href={`#${PRIVACY_CONTACT_ANCHOR}`}
                >
                  Grievance officer
                </a>
              </li>
            </ul>
          </nav>
          {notice.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="mt-8 scroll-mt-24 rounded-2xl bg-white p-6 ring-1 ring-slate-200"
            >
              <h2 id={`${section.id}-heading`} className="text-xl font-bold text-ink">
                {titleOf(section.id)}
              </h2>
              <dl className="mt-4 space-y-4 text-slate-700">
                {ANSWERS.map(([key, label]) => (
                  <div key={key}>
                    <dt className="font-semibold text-ink">{label}</dt>
                    <dd className="mt-1 space-y-2 wrap-anywhere">
                      <Paragraphs text={section[key]} />
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </>
      )}
      <section
        id={PRIVACY_RETENTION_ANCHOR}
        aria-labelledby="privacy-retention-heading"
        className="mt-8 scroll-mt-24 rounded-2xl bg-white p-6 ring-1 ring-slate-200"
      >
        <h2 id="privacy-retention-heading" className="text-xl font-bold text-ink">
          How long we keep it
        </h2>
        <p className="mt-4 text-slate-700">
          Every day the site deletes what has been kept longer than this (the periods in force now):
        </p>
        <dl className="mt-4 space-y-3">
          {notice.retention.map((line) => (
            <div key={line.what}>
              <dt className="font-semibold text-ink">{line.what}</dt>
              <dd className="text-slate-700">{line.kept}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section
        id={PRIVACY_RIGHTS_ANCHOR}
        aria-labelledby="privacy-rights-heading"
        className="mt-8 scroll-mt-24 rounded-2xl bg-white p-6 ring-1 ring-slate-200"
      >
        <h2 id="privacy-rights-heading" className="text-xl font-bold text-ink">
          Your rights
        </h2>
        <div className="mt-4 space-y-2 text-slate-700">
          <p>
            Under India&rsquo;s Digital Personal Data Protection Act, 2023 you may ask what we hold about you
            and have it corrected, completed or erased; withdraw a consent as easily as you gave it (every
            mail we send has a one-click unsubscribe); name someone to act for you; and have a grievance
            answered.
          </p>
          <p>
            You can correct your name, photo and bio on your profile at any time, and download everything the
            site holds about you from <strong>Your data</strong> on your profile. For anything else, write to
            the grievance officer.
          </p>
        </div>
      </section>
      <section
        id={PRIVACY_CONTACT_ANCHOR}
        aria-labelledby="privacy-contact-heading"
        className="mt-8 scroll-mt-24 rounded-2xl bg-white p-6 ring-1 ring-slate-200"
      >
        <h2 id="privacy-contact-heading" className="text-xl font-bold text-ink">
          Grievance officer
        </h2>
        <div className="mt-4 space-y-2 text-slate-700">
          <p>
            {officer.name},{' '}
            <a
              className="font-semibold text-brand-dark underline underline-offset-4"
              href={`mailto:${officer.email}`}
            >
              <EmailText email={officer.email} />
            </a>
            , {SITE.address}.
          </p>
          <p>
            Write with the email address of your account. If our answer does not settle it, you may complain
            to the Data Protection Board of India.
          </p>
        </div>
      </section>
    </>
  );
}

/** /privacy: the privacy notice in force (docs/product.md#privacy-notice). */
export default function PrivacyPage() {
  usePageTitle('Privacy notice');
  const notice = usePrivacyNotice();
  return (
    <section aria-labelledby="privacy-heading" className="bg-mist pt-28 pb-20">
      <div className="mx-auto max-w-3xl px-6">
        <h1
          id="privacy-heading"
          className="text-center text-3xl font-bold tracking-tight text-ink sm:text-4xl"
        >
          Privacy notice
        </h1>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">
          What the {SITE.name} collects about you on this site, for each purpose: who sees it, how long it is
          kept, and whom to write to.
        </p>
        <div className="mt-6">
          <QueryStates query={notice} what="privacy notice">
            {(data) => <Notice notice={data} />}
          </QueryStates>
        </div>
      </div>
    </section>
  );
}
