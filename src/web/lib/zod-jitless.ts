// Zod compiles fast object parsers with `new Function` and probes for it when a schema is created.
// Under our CSP (no 'unsafe-eval') the probe fails harmlessly but Chromium reports a CSP violation,
// which Lighthouse counts against Best Practices. Zod reads this global before it creates its config.
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
