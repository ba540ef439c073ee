import { useQuery } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import type { AdminJobs, JobName } from '#shared/dashboard/dashboard.schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { adminKeys } from '../api/admin-keys.ts';
import type { AdminShellKey, AdminShellT } from '../i18n.ts';
import { useAdminShellT } from '../i18n.ts';
import { DangerNotice } from './danger-notice.tsx';

const JOB_LABELS: Record<JobName, AdminShellKey> = {
  'email-outbox': 'jobs.emailOutbox',
  'whatsapp-outbox': 'jobs.whatsappOutbox',
  'outbox-retention': 'jobs.outboxRetention',
  'review-requests': 'jobs.reviewRequests',
  'cart-reminders': 'jobs.cartReminders',
  'payment-expiry': 'jobs.paymentExpiry',
  'cod-confirmations': 'jobs.codConfirmations',
};

/** Issue 40: the owner sees when a background job (sending mail, cancelling unpaid orders…) has stopped running. */
export function lateJobsNotice(t: AdminShellT, late: readonly JobName[]): string | null {
  if (late.length === 0) return null;
  return t('jobs.late', { count: late.length, jobs: late.map((job) => t(JOB_LABELS[job])).join(', ') });
}

/** The dashboard's warning, asked again every minute while the page is open. */
export function JobWarning() {
  const t = useAdminShellT();
  const jobs = useQuery({
    queryKey: [...adminKeys.all, 'jobs'],
    queryFn: ({ signal }) => api.get<AdminJobs>('/admin/overview/jobs', { signal }),
    refetchInterval: 60_000,
  });
  const notice = lateJobsNotice(t, jobs.data?.late.map((j) => j.job) ?? []);
  return notice ? <DangerNotice icon={Clock}>{notice}</DangerNotice> : null;
}
