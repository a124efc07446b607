import { Link } from 'react-router-dom';
import { QueryStates } from '#web/components/ui/status';
import { Skeletons } from '#web/components/ui/skeletons';
import { usePageTitle } from '#web/lib/use-page-meta';
import { useMetricHistory } from './api/get-metric-history';
import { HistoryChart } from './history-chart';
import { ImpactSection } from './impact-section';

/** /metrics: the impact section, then how each counter grew over the last month (docs/product.md#impact-section). */
export default function MetricsPage() {
  usePageTitle('Our impact');
  const history = useMetricHistory();
  return (
    <div className="pt-16">
      <ImpactSection level={1} />
      <section aria-labelledby="history-heading" className="bg-ink pb-20 text-white">
        <div className="mx-auto max-w-6xl px-6">
          <h2 id="history-heading" className="mb-6 text-2xl font-bold">
            The last 30 days
          </h2>
          <p className="mb-6">
            <Link to="/impact" className="font-semibold text-white underline">
              Impact in figures: every year, with how each figure is counted
            </Link>
          </p>
          <QueryStates
            query={history}
            what="history"
            pending={
              <Skeletons
                gridClassName="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
                itemClassName="h-40 rounded-2xl bg-white/10"
              />
            }
          >
            {(data) => <HistoryChart history={data} />}
          </QueryStates>
        </div>
      </section>
    </div>
  );
}
