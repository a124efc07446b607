// The real app's KPI reminder jobs in a process of their own, for the KPI reminder crash test
// (`node kpi-reminder-process.mjs '<database settings as JSON>'`): see app-job-process.ts. The daily check
// and the per-startup reminders each wait a little after their effects, so kills land mid-run.
import { runAppJobsUntilKilled } from './app-job-process';

await runAppJobsUntilKilled({
  kinds: ['kpi-reminders', 'kpi-reminder'],
  pauseMs: (kind) => (kind === 'kpi-reminder' ? 40 : 200),
});
