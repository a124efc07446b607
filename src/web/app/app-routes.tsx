import { Navigate, Route, Routes } from 'react-router-dom';
import { AboutPage } from '../features/about/about-page';
import { HomePage } from '../features/home/home-page';
import { MetricsPage } from '../features/impact/metrics-page';
import { ProgramsPage } from '../features/programs/programs-page';
import { TeamPage } from '../features/team/team-page';
import { Layout } from './layout';

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="programs" element={<ProgramsPage />} />
        <Route path="metrics" element={<MetricsPage />} />
        <Route path="team" element={<TeamPage />} />
      </Route>
      {/* SPEC.md §2: any unknown path goes home. */}
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
