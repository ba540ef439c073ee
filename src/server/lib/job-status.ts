/**
 * What a background job (a timer in every server process) says about itself, for /metrics and the admin's
 * warning (issue 40): its schedule, when it started and when a run last finished without an error.
 */
export interface JobStatus {
  /** A stable name, e.g. `mail-outbox` (a metric label and the admin's text key). */
  readonly job: string;
  /** Its timer's period; 0 when it has no timer (tests drive it), and then it is never late. */
  readonly intervalMs: number;
  readonly startedAt: Date | undefined;
  readonly lastSuccessAt: Date | undefined;
}

/** Slack over the period: a run may wait behind a slow one, a process may pause. */
const LATE_AFTER_PERIODS = 2;
const LATE_GRACE_MS = 60_000;

/**
 * A running job is late when no run has succeeded for two periods and a minute (counted from its start
 * until the first success): a failing run (logged) and a stuck one both make it late.
 */
export function isLate(status: JobStatus, now: number): boolean {
  if (status.intervalMs <= 0 || !status.startedAt) return false;
  const since = (status.lastSuccessAt ?? status.startedAt).getTime();
  return now - since > LATE_AFTER_PERIODS * status.intervalMs + LATE_GRACE_MS;
}
