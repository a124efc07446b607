import { periodLabel } from '#common/kpis';
import { LiveStatus, QueryStates } from '#web/components/ui/status';
import { PanelSection } from '#web/components/ui/panel-section';
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
    <PanelSection id="kpis" title="Your figures">
      <QueryStates
        query={kpis}
        loading="Loading your figures"
        failure="Your figures could not be loaded."
        isEmpty={(data) => data.metrics.length === 0}
        empty={<p className="mt-2 text-slate-600">The centre has not chosen the figures to report yet.</p>}
      >
        {(data) => (
          <div className="mt-2 space-y-6">
            <p className="text-slate-600">
              The centre asks {data.startupName} for these figures{' '}
              {data.frequency === 'monthly' ? 'every month' : 'every quarter'}. Only your team and the centre
              see them.
            </p>
            {data.duePeriod && !data.dueReported && (
              <LiveStatus className="rounded-xl bg-amber-50 px-4 py-3 font-semibold text-amber-900 ring-1 ring-amber-200">
                Your figures for {periodLabel(data.duePeriod)} are due.
              </LiveStatus>
            )}
            {data.canReport && data.periods.length > 0 && <KpiReportForm kpis={data} />}
            {data.reports.length > 0 && (
              <div>
                <h4 className="mb-2 font-bold text-ink">Reported so far</h4>
                <KpiHistoryTable
                  metrics={data.metrics}
                  reports={data.reports}
                  caption={`Figures reported by ${data.startupName}`}
                />
              </div>
            )}
          </div>
        )}
      </QueryStates>
    </PanelSection>
  );
}
