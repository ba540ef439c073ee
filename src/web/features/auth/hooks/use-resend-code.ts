import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { CodeSentResponse } from '#shared/auth/auth.schemas.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { type CodeClock, codeClock } from '../lib/code-timer.ts';
import { useAuthMessages } from './use-auth-t.ts';

/**
 * 'Resend code' of a code step (sign-up, password reset, sign-in by code): a new code restarts the clock
 * and empties the field (`onSent`); a refusal (the lock, the per-email cap) is kept to show under the form.
 */
export function useResendCode(
  send: () => Promise<CodeSentResponse>,
  onResent: (clock: CodeClock, note: string) => void,
  onSent: () => void,
) {
  const { say, errorText } = useAuthMessages();
  const [resendError, setResendError] = useState<string | undefined>();
  const resend = useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      onSent();
      setResendError(undefined);
      onResent(codeClock(answer), say(answer.message));
    },
    onError: (failure) =>
      setResendError(
        failure instanceof ApiError && failure.fields?.otp ? say(failure.fields.otp) : errorText(failure),
      ),
  });
  return { resend, resendError };
}
