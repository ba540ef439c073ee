import { Clock } from 'lucide-react';
import { OTP_EXPIRED } from '#shared/auth/auth.schemas.ts';
import { useAuthMessages } from '../hooks/use-auth-t.ts';
import { type CodeTimes, formatSeconds } from '../lib/code-timer.ts';
import { Slotted } from './slotted.tsx';

/** 'Code expires in 9:41', or that it has expired. */
export function CodeCountdown({ id, times }: { id: string; times: CodeTimes }) {
  const { t, say } = useAuthMessages();
  return (
    <p id={id} className="flex items-center gap-1.5 text-sm text-muted">
      <Clock aria-hidden="true" size={16} strokeWidth={1.75} className="shrink-0" />
      {times.expired ? (
        <span className="text-danger">{say(OTP_EXPIRED)}</span>
      ) : (
        <span>
          <Slotted text={(time) => t('auth.code.expiresIn', { time })}>
            <span className="font-semibold text-foreground tabular-nums">
              {formatSeconds(times.secondsLeft)}
            </span>
          </Slotted>
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
  const { t } = useAuthMessages();
  const locked = times.resendIn > 0;
  return (
    <p className="flex flex-wrap items-center justify-center gap-x-1 text-center text-sm text-muted">
      {t('auth.code.notReceived')}
      <button
        type="button"
        onClick={onResend}
        disabled={locked || pending}
        className="inline-flex min-h-11 items-center px-1.5 font-semibold text-primary underline-offset-4 hover:underline disabled:cursor-not-allowed disabled:text-muted disabled:no-underline"
      >
        {t(pending ? 'auth.code.sending' : 'auth.code.resend')}
        {locked && !pending && (
          <span className="ml-1 font-normal tabular-nums">
            {t('auth.code.resendIn', { time: formatSeconds(times.resendIn) })}
          </span>
        )}
      </button>
    </p>
  );
}
