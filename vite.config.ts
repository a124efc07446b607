import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * Pages arrive prerendered and readable without JavaScript, so the stylesheet and images should win the
 * network over the hydration code on a slow connection: the entry script and its preloads are fetched
 * at low priority (they still run before DOMContentLoaded, in order, as deferred module scripts).
 */
function scriptsAtLowPriority(): Plugin {
  return {
    name: 'scripts-at-low-priority',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
          '<$1 fetchpriority="low"',
        ),
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), scriptsAtLowPriority()],
  resolve: {
    // Only the bare specifier: src/web/lib/zod.ts itself imports 'zod/v4'.
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('src/web/lib/zod.ts', import.meta.url)) }],
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // Smaller than a request: inlining would need a CSP exception for data: URLs in scripts.
    assetsInlineLimit: 0,
    sourcemap: false,
    // Every browser the site supports knows <link rel="modulepreload">; the polyfill was in every first script.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]src[\\/]web[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false },
        ],
      },
      output: {
        // zod in a chunk of its own, loaded by the screens that validate or declare endpoints: left to
        // itself the bundler merges it into a chunk the first paint needs (docs/performance.md).
        codeSplitting: {
          groups: [
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]web[\\/]lib[\\/]zod\.ts$/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' },
  },
});
