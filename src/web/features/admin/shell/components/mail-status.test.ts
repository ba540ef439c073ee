import { describe, expect, it } from 'vitest';
import { mailFailureNotice } from './mail-status.tsx';

describe('the dashboard mail notice', () => {
  it('audit 2.5: says when emails failed, and nothing when none did', () => {
    expect(mailFailureNotice(0)).toBeNull();
    expect(mailFailureNotice(1)).toBe(
      '1 email could not be sent. Check the mail outbox and your mail settings.',
    );
    expect(mailFailureNotice(3)).toBe(
      '3 emails could not be sent. Check the mail outbox and your mail settings.',
    );
  });
});
