import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The installable app: the web app manifest, and a Workbox service worker that precaches the
 * built app shell (HTML, scripts, styles, icons) so /record opens and runs without a connection.
 * API calls are never cached: what is not uploaded waits in the record feature's queue instead.
 * `main.tsx` registers the worker in production builds only.
 */
export function pwa(): PluginOption {
  const plugin = VitePWA({
    // main.tsx registers /sw.js itself, so development never runs a worker.
    injectRegister: false,
    registerType: 'autoUpdate',
    manifest: {
      id: '/',
      name: 'Holeout',
      short_name: 'Holeout',
      description: 'Record your putting practice and follow your makes, streaks and speed.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#1f5135',
      background_color: '#f5f4ef',
      icons: [
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
      shortcuts: [{ name: 'Record a session', short_name: 'Record', url: '/record' }],
    },
    includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      // Every app address is the single-page app; the API and its docs are the server's own.
      navigateFallback: '/index.html',
      // The OAuth return page comes from the server: its opener policy keeps the popup's opener.
      // So does a certificate's public page: its policy lets it read any https block explorer.
      navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/oauth-return(\?|$)/, /^\/certificates\//],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
    },
  });
  // Like the React plugin, typed against the root's newer Vite; the same at runtime.
  return plugin as unknown as PluginOption;
}
