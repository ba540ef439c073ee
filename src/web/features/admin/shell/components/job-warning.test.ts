import { describe, expect, it } from 'vitest';
import { JOB_NAMES } from '#shared/dashboard/dashboard.schemas.ts';
import { createTranslator } from '#shared/i18n/translate.ts';
import en from '#web/i18n/en/admin-shell.json';
import hi from '#web/i18n/hi/admin-shell.json';
import { lateJobsNotice } from './job-warning.tsx';

const t = createTranslator('en', en);

describe("the dashboard's late-job warning (issue 40)", () => {
  it('says nothing while no job is late', () => {
    expect(lateJobsNotice(t, [])).toBeNull();
  });

  it('names the late jobs in words', () => {
    expect(lateJobsNotice(t, ['email-outbox'])).toBe(
      'A background job is late: sending email. The server may be overloaded or unable to reach its database; check its logs.',
    );
    expect(lateJobsNotice(t, ['payment-expiry', 'review-requests'])).toBe(
      '2 background jobs are late: cancelling unpaid online orders, review request emails. The server may be overloaded or unable to reach its database; check its logs.',
    );
  });

  it('says it in Hindi on Hindi pages, with a name for every job', () => {
    const inHindi = createTranslator('hi', hi, en);
    expect(lateJobsNotice(inHindi, ['email-outbox'])).toBe(
      'एक बैकग्राउंड काम समय से पीछे है: ईमेल भेजना। सर्वर पर बोझ ज़्यादा हो सकता है या वह अपने डेटाबेस तक नहीं पहुँच पा रहा; उसके लॉग देखें।',
    );
    const all = lateJobsNotice(inHindi, [...JOB_NAMES]) ?? '';
    expect(all).toMatch(/^7 बैकग्राउंड काम/);
    expect(all).not.toMatch(/jobs\.|[A-Za-z]{4,} [a-z]/);
  });
});
