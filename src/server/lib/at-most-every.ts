/**
 * `fn` at once, then at most once per `ms` while calls keep coming; the last call of a burst always lands
 * (trailing run). For work whose repeats within a moment add nothing, such as dropping cached pages after
 * every order of a sale (decision 058).
 */
export function atMostEvery(ms: number, fn: () => void, now: () => number = Date.now): () => void {
  let lastRun = Number.NEGATIVE_INFINITY;
  let trailing: NodeJS.Timeout | undefined;
  const run = () => {
    lastRun = now();
    fn();
  };
  return () => {
    const wait = lastRun + ms - now();
    if (wait <= 0) return run();
    if (trailing) return;
    trailing = setTimeout(() => {
      trailing = undefined;
      run();
    }, wait);
    // A pending run never keeps a stopping process alive: what it would drop is gone with the process.
    trailing.unref();
  };
}
