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

  it('issue 18 item 5: says when emails wait for another try after a failed one, alone or besides failed ones', () => {
    expect(mailFailureNotice(0, 0)).toBeNull();
    expect(mailFailureNotice(0, 1)).toBe(
      '1 email could not be sent yet and will be tried again. Check the mail outbox and your mail settings.',
    );
    expect(mailFailureNotice(2, 3)).toBe(
      '2 emails could not be sent, and 3 more will be tried again. Check the mail outbox and your mail settings.',
    );
  });
});
