// The web build resolves `zod` here (vite.config.ts), so the jitless setting runs before any schema
// module, in whichever chunk the bundler puts it.
import './zod-jitless';

export * from 'zod/v4';
export { default } from 'zod/v4';
