/**
 * Where to go after signing in: the `next` path when it is a path inside this app, else '/'.
 * Anything that could leave the site ('//evil.example', 'https://…', '/\\evil') is refused.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  if (next === '/login' || next.startsWith('/login?') || next.startsWith('/login/')) return '/';
  return next;
}

/** The /login address that brings the visitor back to `path` after signing in. */
export function loginPathFor(path: string): string {
  return path === '/' || path === '' ? '/login' : `/login?next=${encodeURIComponent(path)}`;
}
