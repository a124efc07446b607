/** What src/server/app.ts may use from the KPIs feature (docs/product.md#startup-kpis); the rest is internal. */
export { kpiRoutes } from './routes';
