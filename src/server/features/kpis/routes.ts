import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { periodLabel } from '#common/kpis';
import { kpiEndpoints } from '#common/kpis-endpoints';
import { sendCsv, type CsvColumn } from '#server/lib/csv';
import { endpointRoute } from '#server/lib/endpoint-route';
import { defineKpiReminders } from './reminders';
import { centreToday, cohortKpis, savePlan, startupKpis, submitReport } from './service';
import { noStore } from '#server/lib/no-store';

type CsvRow = { startup: string; period: string; values: Record<string, number>; updatedAt: string };

/**
 * Milestones and KPIs (docs/product.md#startup-kpis): the centre sets the figures per cohort and sees them
 * all; a startup's team reports and sees its own; founders are reminded each period until they report.
 */
export const kpiRoutes: FastifyPluginAsyncZod = async (app) => {
  defineKpiReminders(app);

  app.route({
    ...endpointRoute(kpiEndpoints.startup),
    handler: async (request, reply) => {
      noStore(reply);
      return startupKpis(app, request.user, request.params.id);
    },
  });

  app.route({
    ...endpointRoute(kpiEndpoints.report, { identicalCreateIsRepeat: true }),
    handler: async (request) => submitReport(app, request.user, request.params.id, request.body),
  });

  app.route({
    ...endpointRoute(kpiEndpoints.cohort),
    handler: async (request, reply) => {
      noStore(reply);
      return cohortKpis(app.db, request.params.id, centreToday(app));
    },
  });

  app.route({
    ...endpointRoute(kpiEndpoints.savePlan),
    handler: async (request) => savePlan(app, request.user, request.params.id, request.body),
  });

  app.route({
    ...endpointRoute(kpiEndpoints.cohortCsv),
    handler: async (request, reply) => {
      const kpis = await cohortKpis(app.db, request.params.id, centreToday(app));
      const columns: CsvColumn<CsvRow>[] = [
        { header: 'Startup', value: (row) => row.startup },
        { header: 'Period', value: (row) => row.period },
        { header: 'Period name', value: (row) => periodLabel(row.period) },
        ...kpis.metrics.map((metric) => ({
          header: metric.unit ? `${metric.name} (${metric.unit})` : metric.name,
          value: (row: CsvRow) => row.values[String(metric.id)] ?? '',
        })),
        { header: 'Reported at', value: (row) => row.updatedAt },
      ];
      const rows = kpis.startups.flatMap((startup) =>
        startup.reports.map((report) => ({ startup: startup.name, ...report })),
      );
      return sendCsv(reply, `kpis-cohort-${kpis.cohortId}.csv`, columns, rows);
    },
  });
};
