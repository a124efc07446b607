import { periodLabel } from '#common/kpis';
import { ErrorNotice, Spinner } from '#web/components/ui/status';
import { useStartupKpis } from './api/startup-kpis';
import { KpiHistoryTable } from './kpi-history-table';
import { KpiReportForm } from './kpi-report-form';

/**
 * "Your figures" on /my/cohort (docs/product.md#startup-kpis): the reminder while the period due is not
 * reported, the form, and the startup's earlier reports.
 */
export function StartupKpisPanel({ startupId }: { startupId: number }) {
  const kpis = useStartupKpis(startupId);
  return (
    <section
      id="kpis"
      aria-labelledby="kpis-heading"
      className="scroll-mt-28 rounded-2xl bg-white p-6 ring-1 ring-slate-200"
    >
      <h3 id="kpis-heading" className="text-xl font-bold text-ink">
        Your figures
      </h3>
      {kpis.isPending ? (
        <Spinner label="Loading your figures" />
      ) : kpis.isError ? (
        <ErrorNotice onRetry={() => void kpis.refetch()}>Your figures could not be loaded.</ErrorNotice>
      ) : kpis.data.metrics.length === 0 ? (
        <p className="mt-2 text-slate-600">The centre has not chosen the figures to report yet.</p>
      ) : (
        <div className="mt-2 space-y-6">
          <p className="text-slate-600">
            The centre asks {kpis.data.startupName} for these figures{' '}
            {kpis.data.frequency === 'monthly' ? 'every month' : 'every quarter'}. Only your team and the
            centre see them.
          </p>
          {kpis.data.duePeriod && !kpis.data.dueReported && (
            <p
              role="status"
              className="rounded-xl bg-amber-50 px-4 py-3 font-semibold text-amber-900 ring-1 ring-amber-200"
            >
              Your figures for {periodLabel(kpis.data.duePeriod)} are due.
            </p>
          )}
          {kpis.data.canReport && kpis.data.periods.length > 0 && <KpiReportForm kpis={kpis.data} />}
          {kpis.data.reports.length > 0 && (
            <div>
              <h4 className="mb-2 font-bold text-ink">Reported so far</h4>
              <KpiHistoryTable
                metrics={kpis.data.metrics}
                reports={kpis.data.reports}
                caption={`Figures reported by ${kpis.data.startupName}`}
              />
            </div>
          )}
        </div>
      )}
    </section>
  );
}
