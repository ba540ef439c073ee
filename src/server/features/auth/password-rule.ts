import { createRequire } from 'node:module';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { PASSWORD_TOO_COMMON } from '#shared/auth/auth.schemas.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * zxcvbn's score 2: more than about a million guesses. A password from the list of ~49 000 common
 * ones, or one of its easy variants (capitals, l33t, a digit or two added, reversed), a keyboard
 * walk, a sequence or a repeat scores lower (docs/decisions/018).
 */
const MIN_SCORE = 2;

// The list is loaded and unpacked on first use (about 0.4 s, ~14 MB of RSS), not at start-up: a server
// that is only browsed never holds it (issue 17's RSS budget). Its CommonJS build loads synchronously.
const require = createRequire(import.meta.url);
let estimator: ZxcvbnFactory | undefined;

function createEstimator(): ZxcvbnFactory {
  const { ZxcvbnFactory } = require('@zxcvbn-ts/core') as typeof import('@zxcvbn-ts/core');
  const { adjacencyGraphs, dictionary } =
    require('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common');
  return new ZxcvbnFactory({
    dictionary: { 'passwords-common': dictionary['passwords-common'] },
    graphs: adjacencyGraphs,
  });
}

/** Whether a new password is too common or too easy to guess; `userInputs`: the email, the name. */
export function isWeakPassword(password: string, userInputs: string[] = []): boolean {
  estimator ??= createEstimator();
  // 'Asha Rao', 'asha.rao@example.in' → asharao, asha, rao, example, in, …
  const inputs = userInputs.flatMap((input) => {
    const lower = input.toLowerCase();
    return [lower.replace(/\s+/g, ''), ...lower.split(/[\s@.+_-]+/)].filter(Boolean);
  });
  return estimator.check(password, inputs).score < MIN_SCORE;
}

/** Every password a person chooses (sign-up, reset) passes here: 400 on the password field. */
export function assertPasswordAllowed(password: string, userInputs: string[] = []): void {
  if (isWeakPassword(password, userInputs)) {
    throw new AppError('VALIDATION_FAILED', PASSWORD_TOO_COMMON, { password: PASSWORD_TOO_COMMON });
  }
}
