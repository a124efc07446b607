import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ADMIN_PATH } from '#common/routes';
import { Spinner } from '#web/components/ui/spinner';
import { HomePage } from './home/home-page';
import { HydrationMark } from './hydration-mark';
import { Layout } from './layout';

// Loaded on demand (docs/performance.md#front-end-budgets): none of this is in the home route's first
// JavaScript.
const LoginDialog = lazy(() => import('#web/features/auth/login-dialog'));
const AboutPage = lazy(() =>
  import('#web/features/about/about-page').then((module) => ({ default: module.AboutPage })),
);
const TeamPage = lazy(() =>
  import('#web/features/team/team-page').then((module) => ({ default: module.TeamPage })),
);
const ProfilePage = lazy(() => import('#web/features/profile/profile-page'));
const DeleteAccountPage = lazy(() => import('#web/features/account-deletion/delete-account-page'));
const DataExportDownloadPage = lazy(() => import('#web/features/my-data/download-page'));
const AdminArea = lazy(() => import('./admin/admin-area'));
// Public pages beyond home are split out too; the build waits for them, so their HTML is complete.
const EventsPage = lazy(() => import('#web/features/events/events-page'));
const EventDetailPage = lazy(() => import('#web/features/events/event-detail-page'));
const CertificatePage = lazy(() => import('#web/features/events/certificate-page'));
const FeedbackPage = lazy(() => import('#web/features/events/feedback/feedback-page'));
const WallOfIdeasPage = lazy(() => import('#web/features/opportunities/wall-of-ideas-page'));
const InternshipsPage = lazy(() => import('#web/features/opportunities/internships-page'));
const ProjectsPage = lazy(() => import('#web/features/opportunities/projects-page'));
const PostIdeaPage = lazy(() => import('#web/features/opportunities/post-idea-page'));
const PostProjectPage = lazy(() => import('#web/features/opportunities/post-project-page'));
const PostInternshipPage = lazy(() => import('#web/features/opportunities/post-internship-page'));
const MyEventsPage = lazy(() => import('#web/features/events/registration/my-events-page'));
const ApplyPage = lazy(() => import('#web/features/post-applications/apply-page'));
const MyPostsPage = lazy(() => import('#web/features/post-applications/my-posts-page'));
const MyAlertsPage = lazy(() => import('#web/features/alerts/my-alerts-page'));
const AlertUnsubscribePage = lazy(() => import('#web/features/alerts/unsubscribe-page'));
const MyOfficeHoursPage = lazy(() => import('#web/features/office-hours/my-office-hours-page'));
const BookOfficeHoursPage = lazy(() => import('#web/features/office-hours/book-office-hours-page'));
const ApplicationStatusPage = lazy(() => import('#web/features/submissions/application-status-page'));
const ContactPage = lazy(() => import('#web/features/contact/contact-page'));
const PartnersPage = lazy(() => import('#web/features/partners/partners-page'));
const PrivacyPage = lazy(() => import('#web/features/privacy/privacy-page'));
const NewsPage = lazy(() => import('#web/features/news/news-page'));
const MetricsPage = lazy(() => import('#web/features/impact/metrics-page'));
const ImpactPage = lazy(() => import('#web/features/impact/impact-page'));
const MentorsPage = lazy(() => import('#web/features/mentors/mentors-page'));
const NewsPostPage = lazy(() => import('#web/features/news/news-post-page'));
const PortfolioPage = lazy(() => import('#web/features/startups/portfolio-page'));
const StartupPage = lazy(() => import('#web/features/startups/startup-page'));
const MyCohortPage = lazy(() => import('#web/features/startups/my-cohort-page'));
const SubscribePage = lazy(() => import('#web/features/newsletter/subscribe-page'));
const UnsubscribePage = lazy(() => import('#web/features/newsletter/unsubscribe-page'));
const OneClickUnsubscribePage = lazy(() => import('#web/features/newsletter/one-click-unsubscribe-page'));
const ConfirmSubscriptionPage = lazy(() => import('#web/features/newsletter/confirm-subscription-page'));
const CompanyVerificationPage = lazy(
  () => import('#web/features/company-verification/company-verification-page'),
);
const WorkProfilePage = lazy(() => import('#web/features/work-profile/work-profile-page'));
const CallApplicationPage = lazy(() => import('#web/features/calls/call-application-page'));
const ReviewPage = lazy(() => import('#web/features/review/review-page'));
const MyHubPage = lazy(() => import('#web/features/hub/my-hub-page'));
const NotFoundPage = lazy(() =>
  import('#web/components/ui/not-found-page').then((module) => ({ default: module.NotFoundPage })),
);
// Its open-call banner needs the calls schemas, which the home bundle should not carry.
const ProgramsPage = lazy(() =>
  import('./programs-page').then((module) => ({ default: module.ProgramsPage })),
);

/** Paths (relative, as <Route path> wants them) of pages inside the shared layout, each loaded on demand. */
const LAYOUT_PAGES: [string, LazyExoticComponent<ComponentType>][] = [
  ['events', EventsPage],
  ['events/:id', EventDetailPage],
  ['certificates/:code', CertificatePage],
  ['feedback/:token', FeedbackPage],
  ['wall-of-ideas', WallOfIdeasPage],
  ['internships', InternshipsPage],
  ['internship-opportunities', InternshipsPage],
  ['projects', ProjectsPage],
  ['internships/:id/apply', ApplyPage],
  ['projects/:id/apply', ApplyPage],
  ['post-idea', PostIdeaPage],
  ['post-project', PostProjectPage],
  ['post-internship', PostInternshipPage],
  ['application-status', ApplicationStatusPage],
  ['my', MyHubPage],
  ['my/events', MyEventsPage],
  ['my/posts', MyPostsPage],
  ['my/alerts', MyAlertsPage],
  ['alerts/unsubscribe', AlertUnsubscribePage],
  ['my/office-hours', MyOfficeHoursPage],
  ['office-hours', BookOfficeHoursPage],
  ['contact', ContactPage],
  ['partners', PartnersPage],
  ['privacy', PrivacyPage],
  ['metrics', MetricsPage],
  ['impact', ImpactPage],
  ['mentors', MentorsPage],
  ['news', NewsPage],
  ['news/:slug', NewsPostPage],
  ['startups', PortfolioPage],
  ['startups/:slug', StartupPage],
  ['my/cohort', MyCohortPage],
  ['company-verification', CompanyVerificationPage],
  ['work-profile', WorkProfilePage],
  ['apply', CallApplicationPage],
  ['review', ReviewPage],
  ['profile', ProfilePage],
  ['profile/delete', DeleteAccountPage],
  ['my-data/download', DataExportDownloadPage],
];
/** docs/product.md#shared-layout: the newsletter pages stand alone, outside the navigation bar and footer. */
const STANDALONE_PAGES: [string, LazyExoticComponent<ComponentType>][] = [
  ['newsletter/subscribe', SubscribePage],
  ['newsletter/unsubscribe', UnsubscribePage],
  ['newsletter/one-click-unsubscribe', OneClickUnsubscribePage],
  ['newsletter/confirm', ConfirmSubscriptionPage],
];

/** A page in the first bundle (or one the whole app waits for), marking the document once it has hydrated. */
function EagerPage({ page: Page }: { page: ComponentType }) {
  return (
    <>
      <Page />
      <HydrationMark />
    </>
  );
}

/** A page loaded on demand, in a Suspense boundary of its own that marks the document once it has hydrated. */
function LazyPage({ page: Page }: { page: LazyExoticComponent<ComponentType> }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
      <HydrationMark />
    </Suspense>
  );
}

function PageLoading({ label = 'Loading page' }: { label?: string }) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center pt-16">
      <Spinner label={label} />
    </div>
  );
}

/**
 * `/` and `/login` share one element, so opening or closing the login panel keeps the home page
 * behind it mounted (no re-render, no lost scroll position).
 */
function HomeRoute() {
  const { pathname } = useLocation();
  return (
    <>
      <HomePage />
      <HydrationMark />
      {pathname === '/login' && (
        <Suspense fallback={null}>
          <LoginDialog />
        </Suspense>
      )}
    </>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomeRoute />} />
        <Route path="login" element={<HomeRoute />} />
        <Route path="about" element={<LazyPage page={AboutPage} />} />
        <Route path="programs" element={<EagerPage page={ProgramsPage} />} />
        <Route path="team" element={<LazyPage page={TeamPage} />} />
        {LAYOUT_PAGES.map(([path, Page]) => (
          <Route key={path} path={path} element={<LazyPage page={Page} />} />
        ))}
        <Route path={`${ADMIN_PATH.slice(1)}/*`} element={<LazyPage page={AdminArea} />} />
        {/* docs/product.md#unknown-addresses: any unknown path shows "page not found" in the layout. */}
        <Route path="*" element={<LazyPage page={NotFoundPage} />} />
      </Route>
      {STANDALONE_PAGES.map(([path, Page]) => (
        <Route key={path} path={path} element={<LazyPage page={Page} />} />
      ))}
    </Routes>
  );
}
