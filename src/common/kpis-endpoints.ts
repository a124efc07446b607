import { messageAnswerSchema } from './api-answers';
import { rawBody } from './answer-bodies';
import { defineEndpoint } from './api-contract';
import { idParamsSchema } from './ids';
import {
  cohortKpisSchema,
  kpiPlanInputSchema,
  kpiReportInputSchema,
  kpiReportSavedSchema,
  startupKpisSchema,
} from './kpis';

/** Milestones and KPIs (docs/product.md#startup-kpis): the centre's plan per cohort, the startups' reports. */
export const kpiEndpoints = {
  startup: defineEndpoint({
    method: 'GET',
    path: '/api/startups/:id/kpis',
    access: 'user',
    summary: "A startup's figures to report and its reports so far (its team and admins)",
    params: idParamsSchema,
    responses: { 200: startupKpisSchema },
  }),
  report: defineEndpoint({
    method: 'POST',
    path: '/api/startups/:id/kpi-reports',
    access: 'user',
    summary: "Report a period's figures (again replaces them)",
    params: idParamsSchema,
    body: kpiReportInputSchema,
    responses: { 200: kpiReportSavedSchema },
  }),
  cohort: defineEndpoint({
    method: 'GET',
    path: '/api/admin/cohorts/:id/kpis',
    access: 'admin',
    summary: "A cohort's plan and every startup's reports",
    params: idParamsSchema,
    responses: { 200: cohortKpisSchema },
  }),
  savePlan: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/cohorts/:id/kpis',
    access: 'admin',
    summary: "Set a cohort's reporting period and figures",
    params: idParamsSchema,
    body: kpiPlanInputSchema,
    responses: { 200: messageAnswerSchema },
  }),
  cohortCsv: defineEndpoint({
    method: 'GET',
    path: '/api/admin/cohorts/:id/kpis.csv',
    access: 'admin',
    summary: "A cohort's reports of every period as a CSV file",
    params: idParamsSchema,
    responses: { 200: rawBody('text/csv') },
  }),
};
