import { useEffect, useRef, type ComponentType } from 'react';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { ADMIN_PATH, ADMIN_TABS, type AdminTabSlug } from '#common/routes';
import { ErrorNotice, Spinner } from '#web/components/ui/status';
import { usePageTitle } from '#web/lib/use-page-meta';
import { useCurrentUser } from '#web/features/auth';
import { ActivityTab } from './tabs/activity-tab';
import { ApplicationsTab } from './tabs/applications-tab';
import { ContactResponsesTab } from './tabs/contact-responses-tab';
import { ContentTab } from './tabs/content-tab';
import { EventUploadTab } from './tabs/event-upload-tab';
import { NewsletterTab } from './tabs/newsletter-tab';
import { StartupVerificationTab } from './tabs/startup-verification-tab';
import { UserSubmissionsTab } from './tabs/user-submissions-tab';

const TAB_CONTENT: Record<AdminTabSlug, ComponentType> = {
  'contact-responses': ContactResponsesTab,
  'event-upload': EventUploadTab,
  'startup-verification': StartupVerificationTab,
  'user-submissions': UserSubmissionsTab,
  applications: ApplicationsTab,
  newsletter: NewsletterTab,
  content: ContentTab,
  activity: ActivityTab,
};
const DEFAULT_TAB: AdminTabSlug = 'contact-responses';

/** The tab list: links, one address per tab, the current one marked for assistive technology. */
function AdminTabs() {
  const { pathname } = useLocation();
  const current = pathname.replace(/\/+$/, '').split('/')[2] ?? DEFAULT_TAB;
  const list = useRef<HTMLUListElement>(null);
  // On a phone the strip scrolls sideways: keep the open tab in sight, also after a reload.
  useEffect(() => {
    const tab = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const strip = list.current;
    if (!tab || !strip) return;
    const left = tab.offsetLeft - strip.offsetLeft;
    if (left < strip.scrollLeft || left + tab.offsetWidth > strip.scrollLeft + strip.clientWidth) {
      strip.scrollLeft = left - (strip.clientWidth - tab.offsetWidth) / 2;
    }
  }, [current]);
  return (
    <nav aria-label="Admin sections" className="-mx-4 mb-6 sm:mx-0">
      <ul ref={list} className="flex gap-1 overflow-x-auto border-b border-slate-200 px-4 sm:px-0">
        {ADMIN_TABS.map((tab) => {
          const active = tab.slug === current;
          return (
            <li key={tab.slug} className="flex-none">
              <Link
                to={`${ADMIN_PATH}/${tab.slug}`}
                aria-current={active ? 'page' : undefined}
                className={`-mb-px block border-b-2 px-4 py-3 text-sm font-semibold whitespace-nowrap ${
                  active
                    ? 'border-brand-dark text-brand-dark'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-ink'
                }`}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function AdminShell() {
  const Default = TAB_CONTENT[DEFAULT_TAB];
  return (
    <div className="min-h-[70vh] bg-mist pt-24 pb-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h1 className="mb-6 text-3xl font-bold tracking-tight text-ink">Admin dashboard</h1>
        <AdminTabs />
        <Routes>
          <Route index element={<Default />} />
          {ADMIN_TABS.map(({ slug }) => {
            const Content = TAB_CONTENT[slug];
            return <Route key={slug} path={slug} element={<Content />} />;
          })}
          <Route path="*" element={<Navigate to={ADMIN_PATH} replace />} />
        </Routes>
      </div>
    </div>
  );
}

/**
 * /ad123/* (docs/product.md#admin-access): only for admins. The server decides who is one (GET /api/me)
 * and enforces it on every admin endpoint; anyone else is sent to /login.
 */
export default function AdminArea() {
  usePageTitle('Admin');
  const me = useCurrentUser({ required: true });

  if (me.data?.role === 'admin') return <AdminShell />;
  if (me.isPending) {
    return (
      <div className="flex min-h-[60vh] items-center justify-center pt-16">
        <Spinner label="Checking your access" />
      </div>
    );
  }
  if (me.isError && me.data === undefined) {
    return (
      <div className="min-h-[60vh] px-4 pt-28">
        <h1 className="sr-only">Admin</h1>
        <ErrorNotice onRetry={() => void me.refetch()}>Your access could not be checked.</ErrorNotice>
      </div>
    );
  }
  return <Navigate to="/login" replace />;
}
