import { ADMIN_DATA, MY_DATA } from '#web/lib/query-roots';

/** The impact feature's query keys (docs/architecture.md#query-keys). */
export const impactKeys = {
  /** Home's slides and counters, shared with the Site Content tab. */
  slides: ['content', 'slides'] as const,
  metrics: ['content', 'metrics'] as const,
  /** The counters' history (the /metrics chart). */
  history: ['content', 'metrics', 'history'] as const,
  /** The public figures of /impact. */
  public: ['impact', 'public'] as const,
  /** The report packs and the facts waiting for confirmation (docs/product.md#impact-reports). */
  admin: [...ADMIN_DATA, 'impact'] as const,
  waiting: [...ADMIN_DATA, 'impact', 'waiting'] as const,
  pack: (pack: string, period: string) => [...ADMIN_DATA, 'impact', 'pack', pack, period] as const,
  figure: (pack: string, figure: string, period: string) =>
    [...ADMIN_DATA, 'impact', 'figure', pack, figure, period] as const,
  /** A startup's facts on /my/cohort. */
  startup: (startupId: number) => [...MY_DATA, 'impact', startupId] as const,
};
