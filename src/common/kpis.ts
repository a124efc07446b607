import { z } from 'zod';
import { recordIdSchema } from './ids';
import {
  KPI_FREQUENCIES,
  KPI_KINDS,
  KPI_LIMITS as L,
  KPI_PERIOD_PATTERN,
  periodLabel,
  type KpiKind,
} from './kpis-constants';

export * from './kpis-constants';

// Inputs and answers of milestones and KPIs (docs/product.md#startup-kpis).

export const KPI_MESSAGES = {
  notFound: 'Startup not found',
  cohortNotFound: 'Cohort not found',
  notTeam: 'Only the team of this startup can report its figures.',
  noMetrics: 'The centre has not chosen the figures to report yet.',
  periodClosed: 'Figures can be reported for the periods of the cohort up to the current one.',
  unknownMetric: 'This figure is not one the centre asks for. Reload the page.',
  missingValue: 'Please enter this figure (0 if there is none).',
  missingFigures: 'Please enter every figure the centre asks for. Reload the page if one is missing.',
  duplicateName: 'Two figures have the same name.',
  reported: (period: string) => `Figures for ${periodLabel(period)} saved.`,
  planSaved: 'KPI settings saved.',
} as const;

const nameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(L.name, `Name must be at most ${L.name} characters`);

export const kpiMetricInputSchema = z.object({
  /** An existing figure keeps its reports; a new one has none. */
  id: recordIdSchema().nullable().optional(),
  name: nameSchema,
  unit: z
    .string()
    .trim()
    .max(L.unit, `Unit must be at most ${L.unit} characters`)
    .optional()
    .transform((value) => value ?? ''),
  kind: z.enum(KPI_KINDS, { error: 'Please choose a kind of figure' }),
});

/** What the centre sets per cohort: how often, and which figures (in order). */
export const kpiPlanInputSchema = z
  .object({
    frequency: z.enum(KPI_FREQUENCIES, { error: 'Please choose how often' }),
    metrics: z.array(kpiMetricInputSchema).max(L.metrics, `At most ${L.metrics} figures`),
  })
  .superRefine((plan, ctx) => {
    const seen = new Set<string>();
    plan.metrics.forEach((metric, index) => {
      const key = metric.name.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['metrics', index, 'name'],
          message: KPI_MESSAGES.duplicateName,
        });
      seen.add(key);
    });
  });
export type KpiPlanInput = z.infer<typeof kpiPlanInputSchema>;
export type KpiPlanFormValues = z.input<typeof kpiPlanInputSchema>;

/** "1,20,000" or 120000 → 120000; at most two decimals; the kind is checked against the figure on the server. */
const figureSchema = z.union([z.number(), z.string().max(30)]).transform((value, ctx) => {
  const text = typeof value === 'number' ? String(value) : value.replace(/[,\s₹]/g, '');
  if (text === '') {
    ctx.addIssue({ code: 'custom', message: KPI_MESSAGES.missingValue });
    return z.NEVER;
  }
  const n = typeof value === 'number' ? value : /^-?\d+(\.\d{1,2})?$/.test(text) ? Number(text) : NaN;
  if (!Number.isFinite(n) || Math.abs(n) > L.maxValue || Math.round(n * 100) !== n * 100) {
    ctx.addIssue({ code: 'custom', message: 'Please enter a number with at most two decimals' });
    return z.NEVER;
  }
  return n;
});

/** One report: the period and its figures (docs/product.md#startup-kpis). */
export const kpiReportInputSchema = z.object({
  period: z.string({ error: 'Please choose a period' }).regex(KPI_PERIOD_PATTERN, 'Please choose a period'),
  /** A figure per metric, in the plan's order (a list: the form's fields are numbered). */
  values: z
    .array(z.object({ metricId: recordIdSchema(KPI_MESSAGES.unknownMetric), value: figureSchema }))
    .max(L.metrics, `At most ${L.metrics} figures`),
});
export type KpiReportInput = z.infer<typeof kpiReportInputSchema>;
export type KpiReportFormValues = z.input<typeof kpiReportInputSchema>;

/** The kind's own rule for a figure that is already a number; null when it fits. */
export function kpiKindProblem(kind: KpiKind, value: number): string | null {
  if (kind === 'count' && (!Number.isInteger(value) || value < 0))
    return 'Please enter a whole number, 0 or more';
  if (kind === 'money' && value < 0) return 'Please enter an amount of 0 or more';
  return null;
}

/* ---------- answers ---------- */

export const kpiMetricSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  unit: z.string(),
  kind: z.enum(KPI_KINDS),
});
export type KpiMetric = z.infer<typeof kpiMetricSchema>;

export const kpiReportSchema = z.object({
  period: z.string(),
  /** Figure by metric id; a figure added after the report has none. */
  values: z.record(z.string(), z.number()),
  updatedAt: z.string(),
});
export type KpiReport = z.infer<typeof kpiReportSchema>;

/** GET /api/startups/:id/kpis: what the team reports and has reported. */
export const startupKpisSchema = z.object({
  startupId: z.number().int(),
  startupName: z.string(),
  frequency: z.enum(KPI_FREQUENCIES),
  metrics: z.array(kpiMetricSchema),
  /** Periods that may be reported, newest first. */
  periods: z.array(z.string()),
  /** The period the team is reminded about until it reports; null when none is due. */
  duePeriod: z.string().nullable(),
  dueReported: z.boolean(),
  canReport: z.boolean(),
  /** Newest first. */
  reports: z.array(kpiReportSchema),
});
export type StartupKpis = z.infer<typeof startupKpisSchema>;

export const kpiReportSavedSchema = z.object({ message: z.string(), period: z.string() });

/** GET /api/admin/cohorts/:id/kpis: the cohort's plan and every startup's reports. */
export const cohortKpisSchema = z.object({
  cohortId: z.number().int(),
  cohortName: z.string(),
  frequency: z.enum(KPI_FREQUENCIES),
  metrics: z.array(kpiMetricSchema),
  /** The period the table shows: the one due now, else the newest reportable one; null before the cohort starts. */
  period: z.string().nullable(),
  startups: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      /** Oldest first (the chart's order). */
      reports: z.array(kpiReportSchema),
    }),
  ),
});
export type CohortKpis = z.infer<typeof cohortKpisSchema>;
