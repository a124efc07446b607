import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageAnswerSchema } from '#common/api-answers';
import { idParamsSchema } from '#common/ids';
import {
  cohortKpisSchema,
  kpiPlanInputSchema,
  kpiReportInputSchema,
  kpiReportSavedSchema,
  periodLabel,
  startupKpisSchema,
} from '#common/kpis';
import { sendCsv, type CsvColumn } from '#server/lib/csv';
import { rawBody } from '#server/lib/responses';
import { defineKpiReminders } from './reminders';
import { centreToday, cohortKpis, savePlan, startupKpis, submitReport } from './service';

const admin = { access: 'admin' } as const;
const user = { access: 'user' } as const;

type CsvRow = { startup: string; period: string; values: Record<string, number>; updatedAt: string };

/**
 * Milestones and KPIs (docs/product.md#startup-kpis): the centre sets the figures per cohort and sees them
 * all; a startup's team reports and sees its own; founders are reminded each period until they report.
 */
export const kpiRoutes: FastifyPluginAsyncZod = async (app) => {
  defineKpiReminders(app);

  app.get(
    '/api/startups/:id/kpis',
    { config: user, schema: { params: idParamsSchema, response: { 200: startupKpisSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return startupKpis(app, request.user, request.params.id);
    },
  );

  app.post(
    '/api/startups/:id/kpi-reports',
    {
      config: user,
      schema: { params: idParamsSchema, body: kpiReportInputSchema, response: { 200: kpiReportSavedSchema } },
    },
    async (request) => submitReport(app, request.user, request.params.id, request.body),
  );

  app.get(
    '/api/admin/cohorts/:id/kpis',
    { config: admin, schema: { params: idParamsSchema, response: { 200: cohortKpisSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return cohortKpis(app.db, request.params.id, centreToday(app));
    },
  );

  app.put(
    '/api/admin/cohorts/:id/kpis',
    {
      config: admin,
      schema: { params: idParamsSchema, body: kpiPlanInputSchema, response: { 200: messageAnswerSchema } },
    },
    async (request) => savePlan(app, request.user, request.params.id, request.body),
  );

  app.get(
    '/api/admin/cohorts/:id/kpis.csv',
    { config: admin, schema: { params: idParamsSchema, response: { 200: rawBody('text/csv') } } },
    async (request, reply) => {
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
  );
};
