import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' },
  },
});
