/** When a chunk of an older build is gone, reload at most this often (a newer shell then loads). */
const RELOAD_GUARD_MS = 60_000;
const RELOAD_KEY = 'holeout.chunkReloadAt';

/**
 * Registers the service worker that vite-plugin-pwa builds (`/sw.js`: app shell precache, see
 * apps/web/pwa.ts), after the page has loaded so it never competes with the first paint.
 * Production builds only: in development Vite serves modules that must not be cached.
 *
 * A new worker takes over at once (skipWaiting); a tab still running the previous build may then
 * ask for a lazy chunk that no longer exists. Vite reports that as `vite:preloadError`; a reload
 * fetches the current build.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((err: unknown) => {
      console.warn('The service worker could not be registered; the app works without it.', err);
    });
  });
  window.addEventListener('vite:preloadError', (event) => {
    const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
    if (Date.now() - last < RELOAD_GUARD_MS) return;
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
    event.preventDefault();
    window.location.reload();
  });
}
