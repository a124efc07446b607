import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { ADMIN_PATH } from '../../common/routes';
import { Spinner } from '../components/ui/status';
import { AboutPage } from '../features/about/about-page';
import { HomePage } from '../features/home/home-page';
import { MetricsPage } from '../features/impact/metrics-page';
import { ProgramsPage } from '../features/programs/programs-page';
import { TeamPage } from '../features/team/team-page';
import { Layout } from './layout';

// Loaded on demand (DESIGN.md §8): none of this is in the home route's first JavaScript.
const LoginDialog = lazy(() => import('../features/auth/login-dialog'));
const ProfilePage = lazy(() => import('../features/profile/profile-page'));
const AdminArea = lazy(() => import('../features/admin/admin-area'));

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
        <Route path="about" element={<AboutPage />} />
        <Route path="programs" element={<ProgramsPage />} />
        <Route path="metrics" element={<MetricsPage />} />
        <Route path="team" element={<TeamPage />} />
        <Route
          path="profile"
          element={
            <Suspense fallback={<PageLoading />}>
              <ProfilePage />
            </Suspense>
          }
        />
        <Route
          path={`${ADMIN_PATH.slice(1)}/*`}
          element={
            <Suspense fallback={<PageLoading />}>
              <AdminArea />
            </Suspense>
          }
        />
      </Route>
      {/* SPEC.md §2: any unknown path goes home. */}
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
