import { Clock } from 'lucide-react';
import { OTP_EXPIRED } from '#shared/auth/auth.schemas.ts';
import { type CodeTimes, formatSeconds } from '../lib/code-timer.ts';

/** 'Code expires in 9:41', or that it has expired. */
export function CodeCountdown({ id, times }: { id: string; times: CodeTimes }) {
  return (
    <p id={id} className="flex items-center gap-1.5 text-sm text-muted">
      <Clock aria-hidden="true" size={16} strokeWidth={1.75} className="shrink-0" />
      {times.expired ? (
        <span className="text-danger">{OTP_EXPIRED}</span>
      ) : (
        <span>
          Code expires in{' '}
          <span className="font-semibold text-foreground tabular-nums">
            {formatSeconds(times.secondsLeft)}
          </span>
        </span>
      )}
    </p>
  );
}

/** 'Didn't get it? Resend code': locked for the code's first minute, with the wait shown. */
export function ResendButton({
  times,
  pending,
  onResend,
}: {
  times: CodeTimes;
  pending: boolean;
  onResend: () => void;
}) {
  const locked = times.resendIn > 0;
  return (
    <p className="flex flex-wrap items-center justify-center gap-x-1 text-center text-sm text-muted">
      Didn't get the code?
      <button
        type="button"
        onClick={onResend}
        disabled={locked || pending}
        className="inline-flex min-h-11 items-center px-1.5 font-semibold text-primary underline-offset-4 hover:underline disabled:cursor-not-allowed disabled:text-muted disabled:no-underline"
      >
        {pending ? 'Sending…' : 'Resend code'}
        {locked && !pending && (
          <span className="ml-1 font-normal tabular-nums">in {formatSeconds(times.resendIn)}</span>
        )}
      </button>
    </p>
  );
}
