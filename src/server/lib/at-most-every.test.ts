import { afterEach, describe, expect, it, vi } from 'vitest';
import { atMostEvery } from './at-most-every.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('atMostEvery', () => {
  it('runs at once, folds a burst into one trailing run, and runs at once again after a quiet moment', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const call = atMostEvery(1_000, fn);
    call();
    expect(fn).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 50; i++) {
      vi.advanceTimersByTime(10);
      call();
    }
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(5_000);
    expect(fn).toHaveBeenCalledTimes(2);
    call();
    expect(fn).toHaveBeenCalledTimes(3);
  });
});
