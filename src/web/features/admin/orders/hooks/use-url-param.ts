import { useSearchParams } from 'react-router';

/**
 * One `?key=` of the URL as state (admin sub-tabs, searches, the picked customer): the fallback value is
 * left out of the URL, and changes replace the history entry so Back leaves the dashboard tab as a whole.
 */
export function useUrlParam(key: string, fallback = ''): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const set = (value: string) => {
    // From the live URL, not this render's copy: a debounced search landing right after a filter change
    // would otherwise put the old filter back.
    const next = new URLSearchParams(window.location.search);
    if (value === fallback) next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
  };
  return [params.get(key) ?? fallback, set];
}
