import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The history page number kept in the address (`?page=2`), so Back and a shared link return to
 * the same page. Anything that is not a whole number from 1 reads as page 1.
 */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const setPage = useCallback(
    (next: number) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next <= 1) updated.delete('page');
          else updated.set('page', String(next));
          return updated;
        },
        { preventScrollReset: true },
      );
    },
    [setParams],
  );
  return [page, setPage];
}
