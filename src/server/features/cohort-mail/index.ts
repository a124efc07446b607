/** What src/server/app.ts may use from the cohort mail choices (docs/product.md#cohort-mail). */
export { cohortMailRoutes } from './routes';
