/** When a code was mailed, when it dies and when Resend opens (from the server's code-sent answer). */
export interface CodeClock {
  sentAt: number;
  expiresInSeconds: number;
  resendAfterSeconds: number;
}

export function codeClock(
  answer: { expiresInSeconds: number; resendAfterSeconds: number },
  now = Date.now(),
): CodeClock {
  return {
    sentAt: now,
    expiresInSeconds: answer.expiresInSeconds,
    resendAfterSeconds: answer.resendAfterSeconds,
  };
}

export interface CodeTimes {
  /** Whole seconds until the code expires (0 once expired). */
  secondsLeft: number;
  expired: boolean;
  /** Seconds until Resend may be pressed (0: now). docs/product.md §5.2: disabled while more than 540 s remain. */
  resendIn: number;
}

export function codeTimes(clock: CodeClock, now: number): CodeTimes {
  const elapsed = Math.max(0, (now - clock.sentAt) / 1000);
  const secondsLeft = Math.max(0, Math.ceil(clock.expiresInSeconds - elapsed));
  const resendIn = Math.max(0, Math.ceil(clock.resendAfterSeconds - elapsed));
  return { secondsLeft, expired: secondsLeft === 0, resendIn };
}

/** 600 → '10:00', 59 → '0:59'. */
export function formatSeconds(total: number): string {
  const s = Math.max(0, Math.floor(total));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
