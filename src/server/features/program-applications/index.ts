/** What src/server/app.ts and other features may use from the program-applications feature; everything else in this folder is internal. */
export { programApplicationRoutes } from './routes';
export { listApplications } from './repository';
export { decideProgramApplication } from './service';
