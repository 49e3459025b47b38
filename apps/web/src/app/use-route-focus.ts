import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a page still loading its data may take to show its heading and receive focus. */
const HEADING_WAIT_MS = 5000;

/** Focuses the page's first heading (made focusable by script only); false when there is none. */
function focusHeading(main: HTMLElement): boolean {
  const heading = main.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * Moves keyboard and screen-reader focus to the new page after a client-side navigation, as a
 * full page load would: to the page's first heading, or to `<main>` until a page that is still
 * loading shows its heading. It acts when the path changes, or when the control that was focused
 * left the page (a mode switch on /login); a change that keeps the focused control (Next page)
 * leaves focus where it is. The first load is left alone, so the browser's own start applies.
 */
export function useRouteFocus(mainId: string): void {
  const { pathname, key } = useLocation();
  const previous = useRef<{ pathname: string; key: string } | null>(null);

  useEffect(() => {
    const last = previous.current;
    previous.current = { pathname, key };
    // The first render, or the same entry rendered again: no navigation happened.
    if (last === null || last.key === key) return;
    const active = document.activeElement;
    const focusLost = !active || active === document.body || !active.isConnected;
    if (last.pathname === pathname && !focusLost) return;

    let observer: MutationObserver | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the new page has painted, so a heading rendered in the same commit is found.
    const frame = requestAnimationFrame(() => {
      const main = document.getElementById(mainId);
      if (!main || focusHeading(main)) return;
      main.focus({ preventScroll: true });
      // Still loading: hand focus on to the heading when it arrives, unless the player moved on.
      observer = new MutationObserver(() => {
        if (document.activeElement === main && focusHeading(main)) observer?.disconnect();
      });
      observer.observe(main, { childList: true, subtree: true });
      timer = setTimeout(() => observer?.disconnect(), HEADING_WAIT_MS);
    });
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      clearTimeout(timer);
    };
  }, [pathname, key, mainId]);
}
