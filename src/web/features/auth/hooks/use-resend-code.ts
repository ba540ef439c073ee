import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { CodeSentResponse } from '#shared/auth/auth.schemas.ts';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { type CodeClock, codeClock } from '../lib/code-timer.ts';

/**
 * 'Resend code' of a code step (sign-up, password reset, sign-in by code): a new code restarts the clock
 * and empties the field (`onSent`); a refusal (the lock, the per-email cap) is kept to show under the form.
 */
export function useResendCode(
  send: () => Promise<CodeSentResponse>,
  onResent: (clock: CodeClock, note: string) => void,
  onSent: () => void,
) {
  const [resendError, setResendError] = useState<string | undefined>();
  const resend = useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      onSent();
      setResendError(undefined);
      onResent(codeClock(answer), answer.message);
    },
    onError: (failure) =>
      setResendError(
        failure instanceof ApiError ? (failure.fields?.otp ?? failure.message) : errorMessage(failure),
      ),
  });
  return { resend, resendError };
}
