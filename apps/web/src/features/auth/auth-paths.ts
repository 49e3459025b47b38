import { paths } from '../../lib/paths.ts';

/**
 * Where to go after signing in: the `next` path when it is a path inside this app, else home.
 * Anything that could leave the site ('//evil.example', 'https://…', '/\\evil') is refused.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return paths.home;
  if (next === paths.login || next.startsWith(`${paths.login}?`) || next.startsWith(`${paths.login}/`)) {
    return paths.home;
  }
  return next;
}

/** The sign-in address that brings the visitor back to `path` after signing in. */
export function loginPathFor(path: string): string {
  return path === paths.home || path === '' ? paths.login : `${paths.login}?next=${encodeURIComponent(path)}`;
}
