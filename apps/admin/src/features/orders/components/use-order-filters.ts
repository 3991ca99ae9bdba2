import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The list's filters live in the URL: a filtered list can be bookmarked, shared and reloaded. */
export type OrderFilters = { status?: string; payment?: string; pujaDate?: string; templeId?: string; eventId?: string; q?: string };
const KEYS = ['status', 'payment', 'pujaDate', 'templeId', 'eventId', 'q'] as const;

export function useOrderFilters(): [OrderFilters, (change: Partial<OrderFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => {
    const read: OrderFilters = {};
    for (const key of KEYS) {
      const value = params.get(key);
      if (value) read[key] = value;
    }
    return read;
  }, [params]);
  const update = useCallback(
    (change: Partial<OrderFilters>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(change)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      }),
    [setParams],
  );
  return [filters, update];
}
