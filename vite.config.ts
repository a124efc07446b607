import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
