import { useEffect, useState } from 'react';
import { type CodeClock, type CodeTimes, codeTimes } from '../lib/code-timer.ts';

/** The live countdown of a mailed code (ticks each second while the code is alive). */
export function useCodeTimer(clock: CodeClock | null): CodeTimes | null {
  const [now, setNow] = useState(() => Date.now());
  const times = clock ? codeTimes(clock, now) : null;
  const running = times !== null && !times.expired;
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return times;
}
