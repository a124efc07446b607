import { useAdminMetrics } from './api/metrics';
import { ListStates, SectionHeader } from './list-states';
import { MetricForm } from './metric-form';

/** The three impact counters on the home page. */
export function MetricEditor({ announce }: { announce: (message: string) => void }) {
  const metrics = useAdminMetrics();
  return (
    <section aria-labelledby="content-metrics-heading">
      <SectionHeader id="content-metrics-heading" title="Impact metrics" />
      <ListStates query={metrics} what="metrics" emptyTitle="No metrics yet.">
        <div className="grid gap-4 lg:grid-cols-3">
          {metrics.data?.map((metric) => (
            // A new key after a save resets the form to what the server now holds.
            <MetricForm
              key={`${metric.key}:${metric.label}:${metric.manualValue}:${metric.mode}:${metric.durationSeconds}`}
              metric={metric}
              announce={announce}
            />
          ))}
        </div>
      </ListStates>
    </section>
  );
}
