import { useId, type ComponentType } from 'react';
import { Link, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { ADMIN_PATH, ADMIN_TABS, type AdminTabSlug } from '#common/routes';
import { inputClass } from '#web/components/ui/form-styles';
import { ErrorNotice, Spinner } from '#web/components/ui/status';
import { usePageTitle } from '#web/lib/use-page-meta';
import { useCurrentUser } from '#web/features/auth';
import { ActivityTab } from './tabs/activity-tab';
import { ApplicationsTab } from './tabs/applications-tab';
import { CallsTab } from './tabs/calls-tab';
import { CohortsTab } from './tabs/cohorts-tab';
import { ContactResponsesTab } from './tabs/contact-responses-tab';
import { ContentTab } from './tabs/content-tab';
import { NewsTab } from './tabs/news-tab';
import { EventUploadTab } from './tabs/event-upload-tab';
import { CheckInPage } from '#web/features/events/admin/check-in-page';
import { ModerationCount } from '#web/features/moderation/moderation-count';
import { ModerationTab } from './tabs/moderation-tab';
import { NewsletterTab } from './tabs/newsletter-tab';
import { KpisTab } from './tabs/kpis-tab';
import { OfficeHoursTab } from './tabs/office-hours-tab';
import { PeopleTab } from './tabs/people-tab';
import { RegistrationsTab } from './tabs/registrations-tab';
import { StartupVerificationTab } from './tabs/startup-verification-tab';
import { UserSubmissionsTab } from './tabs/user-submissions-tab';

const TAB_CONTENT: Record<AdminTabSlug, ComponentType> = {
  moderation: ModerationTab,
  'contact-responses': ContactResponsesTab,
  'event-upload': EventUploadTab,
  registrations: RegistrationsTab,
  'startup-verification': StartupVerificationTab,
  'user-submissions': UserSubmissionsTab,
  applications: ApplicationsTab,
  calls: CallsTab,
  newsletter: NewsletterTab,
  content: ContentTab,
  news: NewsTab,
  people: PeopleTab,
  'office-hours': OfficeHoursTab,
  cohorts: CohortsTab,
  kpis: KpisTab,
  activity: ActivityTab,
};
const DEFAULT_TAB: AdminTabSlug = 'contact-responses';

/**
 * The tab list (docs/product.md#admin-access): links, one address per tab, the current one marked for
 * assistive technology. Every tab is always in view: the links wrap into rows, and on a phone, where rows
 * of eleven tabs would fill the screen, a select names the open tab and offers all the others.
 */
function AdminTabs() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const selectId = useId();
  const current = pathname.replace(/\/+$/, '').split('/')[2] ?? DEFAULT_TAB;
  return (
    <nav aria-label="Admin sections" className="mb-6">
      <div className="sm:hidden">
        <label htmlFor={selectId} className="block text-sm font-medium text-ink">
          Admin section
        </label>
        <select
          id={selectId}
          value={current}
          onChange={(event) => navigate(`${ADMIN_PATH}/${event.target.value}`)}
          className={inputClass}
        >
          {ADMIN_TABS.map((tab) => (
            <option key={tab.slug} value={tab.slug}>
              {tab.label}
            </option>
          ))}
        </select>
      </div>
      <ul className="hidden flex-wrap gap-2 border-b border-slate-200 pb-3 sm:flex">
        {ADMIN_TABS.map((tab) => {
          const active = tab.slug === current;
          return (
            <li key={tab.slug}>
              <Link
                to={`${ADMIN_PATH}/${tab.slug}`}
                aria-current={active ? 'page' : undefined}
                className={`block rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap ring-1 ${
                  active
                    ? 'bg-brand-dark text-white ring-brand-dark'
                    : 'bg-white text-slate-700 ring-slate-200 hover:text-ink hover:ring-slate-400'
                }`}
              >
                {tab.label}
                {tab.slug === 'moderation' && <ModerationCount />}
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

  if (me.data?.role === 'admin')
    return (
      <Routes>
        {/* The door page stands on its own, without the tabs: a phone shows the check-in at once. */}
        <Route path="events/:id/check-in" element={<CheckInPage />} />
        <Route path="*" element={<AdminShell />} />
      </Routes>
    );
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
