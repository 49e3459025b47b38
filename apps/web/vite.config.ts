import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';
import { compressAssets } from './compress-assets.ts';
import { pwa } from './pwa.ts';

/**
 * The web app. In development Vite serves it on 5173 and forwards /api to the server on 3000, so
 * the browser sees one origin (as in production, where the server serves the built files).
 */
export default defineConfig({
  // The React plugin is hoisted to the root and typed against the root's newer Vite (pulled in by
  // Vitest); it supports this one at runtime, so only its type needs bridging.
  plugins: [react() as unknown as PluginOption, pwa(), compressAssets()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
