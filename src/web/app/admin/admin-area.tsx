import type { ComponentType, ReactNode } from 'react';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import {
  ADMIN_GROUPS,
  ADMIN_OVERVIEW_LABEL,
  ADMIN_PATH,
  ADMIN_TABS,
  type AdminTabSlug,
} from '#common/routes';
import { useMenuButton } from '#web/lib/use-dismissable';
import { PageSpinner, QueryStates } from '#web/components/ui/status';
import { usePageTitle } from '#web/lib/use-page-meta';
import { useCurrentUser } from '#web/features/auth';
import { ActivityTab } from './tabs/activity-tab';
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
import { OverviewTab } from './tabs/overview-tab';
import { ImpactTab } from './tabs/impact-tab';
import { KpisTab } from './tabs/kpis-tab';
import { GrantsTab } from './tabs/grants-tab';
import { OfficeHoursTab } from './tabs/office-hours-tab';
import { PeopleTab } from './tabs/people-tab';
import { RegistrationsTab } from './tabs/registrations-tab';
import { StartupVerificationTab } from './tabs/startup-verification-tab';
import { UserSubmissionsTab } from './tabs/user-submissions-tab';
import { Button } from '#web/components/ui/button';

const TAB_CONTENT: Record<AdminTabSlug, ComponentType> = {
  moderation: ModerationTab,
  'contact-responses': ContactResponsesTab,
  'event-upload': EventUploadTab,
  registrations: RegistrationsTab,
  'startup-verification': StartupVerificationTab,
  'user-submissions': UserSubmissionsTab,
  calls: CallsTab,
  newsletter: NewsletterTab,
  content: ContentTab,
  news: NewsTab,
  people: PeopleTab,
  'office-hours': OfficeHoursTab,
  cohorts: CohortsTab,
  kpis: KpisTab,
  grants: GrantsTab,
  impact: ImpactTab,
  activity: ActivityTab,
};
const TAB_LABELS = Object.fromEntries(ADMIN_TABS.map((tab) => [tab.slug, tab.label])) as Record<
  AdminTabSlug,
  string
>;

function MenuLink({
  to,
  current,
  onNavigate,
  children,
}: {
  to: string;
  current: boolean;
  onNavigate: () => void;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      onClick={onNavigate}
      aria-current={current ? 'page' : undefined}
      className={`flex items-center justify-between rounded-lg px-3 py-2 text-sm font-medium ${
        current ? 'bg-brand-dark text-white' : 'text-slate-700 hover:bg-mist hover:text-ink'
      }`}
    >
      {children}
    </Link>
  );
}

/**
 * The admin menu (docs/product.md#admin-access): the overview, then every tab grouped by job, one address
 * each, the open one marked for assistive technology. A column beside the work from 1024 px; on smaller
 * screens a button naming the open section unfolds the same list over the page's top.
 */
function AdminMenu() {
  const { pathname } = useLocation();
  const { open, close, menuId, wrapperProps, buttonProps } = useMenuButton<
    HTMLDivElement,
    HTMLButtonElement
  >();
  const current = pathname.replace(/\/+$/, '').split('/')[2] as AdminTabSlug | undefined;
  const currentLabel = current && current in TAB_LABELS ? TAB_LABELS[current] : ADMIN_OVERVIEW_LABEL;
  return (
    <div {...wrapperProps} className="relative lg:sticky lg:top-24 lg:self-start">
      <Button {...buttonProps} variant="panel" className="lg:hidden">
        <span>
          <span className="block text-xs font-medium text-slate-600">Admin menu</span>
          {currentLabel}
        </span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`h-5 w-5 transition ${open ? 'rotate-180' : ''}`}
          fill="currentColor"
        >
          <path d="M5.5 7.5 10 12l4.5-4.5z" />
        </svg>
      </Button>
      <nav
        id={menuId}
        aria-label="Admin sections"
        className={`${open ? 'block' : 'hidden'} absolute inset-x-0 top-full z-30 mt-2 max-h-[70vh] overflow-y-auto rounded-xl bg-white p-3 shadow-xl ring-1 ring-slate-200 lg:static lg:mt-0 lg:block lg:max-h-none lg:overflow-visible lg:shadow-sm`}
      >
        <ul className="space-y-4">
          <li>
            <MenuLink to={ADMIN_PATH} current={current === undefined} onNavigate={close}>
              {ADMIN_OVERVIEW_LABEL}
              <ModerationCount />
            </MenuLink>
          </li>
          {ADMIN_GROUPS.map((group) => (
            <li key={group.label}>
              <p
                id={`admin-group-${group.slugs[0]}`}
                className="px-3 pb-1 text-xs font-semibold tracking-widest text-slate-600 uppercase"
              >
                {group.label}
              </p>
              <ul aria-labelledby={`admin-group-${group.slugs[0]}`}>
                {group.slugs.map((slug) => (
                  <li key={slug}>
                    <MenuLink to={`${ADMIN_PATH}/${slug}`} current={slug === current} onNavigate={close}>
                      {TAB_LABELS[slug]}
                      {slug === 'moderation' && <ModerationCount />}
                    </MenuLink>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

function AdminShell() {
  return (
    <div className="min-h-[70vh] bg-mist pt-24 pb-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h1 className="mb-6 text-3xl font-bold tracking-tight text-ink">Admin dashboard</h1>
        <div className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]">
          <AdminMenu />
          <div className="min-w-0">
            <Routes>
              <Route index element={<OverviewTab />} />
              {ADMIN_TABS.map(({ slug }) => {
                const Content = TAB_CONTENT[slug];
                return <Route key={slug} path={slug} element={<Content />} />;
              })}
              {/* The earlier Applications List lives on in Calls and reviews (docs/product.md#admin-pages). */}
              <Route path="applications" element={<Navigate to={`${ADMIN_PATH}/calls`} replace />} />
              <Route path="*" element={<Navigate to={ADMIN_PATH} replace />} />
            </Routes>
          </div>
        </div>
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
  return (
    <div className="min-h-[60vh] px-4 pt-28">
      <h1 className="sr-only">Admin</h1>
      <QueryStates
        query={me}
        failure="Your access could not be checked."
        pending={<PageSpinner label="Checking your access" />}
      >
        {/* Signed out, or signed in without the admin role. */}
        {() => <Navigate to="/login" replace />}
      </QueryStates>
    </div>
  );
}
