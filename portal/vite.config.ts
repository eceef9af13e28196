import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const portalRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: portalRoot,
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../dist/portal', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: 5173,
    // In development the API runs separately (npm run dev:server); the portal calls it same-origin.
    proxy: { '/api': 'http://localhost:3000' },
  },
});
