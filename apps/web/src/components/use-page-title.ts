import { useEffect } from 'react';

/** Sets the document title to '{title} · Holeout' while the page is shown. */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · Holeout` : 'Holeout';
  }, [title]);
}
