import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, Inbox, MessageCircle, Send } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { api } from '#web/lib/api-client.ts';
import { type AdminShellT, useAdminShellT } from '../i18n.ts';
import { DangerNotice } from './danger-notice.tsx';

interface OutboxCounts {
  counts: { pending: number; sending: number; sent: number; failed: number; retrying: number };
}

/**
 * Audit 2.5, issue 18 item 5: the owner sees when mail fails: the emails that failed for good, and those waiting
 * for another try after a failed one (while SMTP is down, before their tries run out).
 */
export function mailFailureNotice(t: AdminShellT, failed: number, retrying = 0): string | null {
  if (failed && retrying) return t('mail.failedAndRetrying', { count: failed, retrying });
  if (failed) return t('mail.failed', { count: failed });
  if (retrying) return t('mail.retrying', { count: retrying });
  return null;
}

const useOutboxCounts = () =>
  useQuery({
    queryKey: ['admin', 'outbox', 'counts'],
    queryFn: ({ signal }) => api.get<OutboxCounts>('/admin/outbox', { query: { limit: 1 }, signal }),
  });

/**
 * Audit 2.5: the owner's home says when emails have failed (the shopper's 'Email Warning' only says their own
 * confirmation did not leave at once). At the top of Today, with the late jobs (decision 083).
 */
export function MailNotice() {
  const t = useAdminShellT();
  const outbox = useOutboxCounts();
  const notice = mailFailureNotice(t, outbox.data?.counts.failed ?? 0, outbox.data?.counts.retrying ?? 0);
  return notice ? <DangerNotice icon={AlertTriangle}>{notice}</DangerNotice> : null;
}

/** Audit 4.3: the home reaches the mail tools (/test-emails), the outbox (/email-test) and WhatsApp's page. */
export function MailLinks() {
  const t = useAdminShellT();
  return (
    <nav aria-label={t('mail.nav')} className="flex flex-wrap gap-2">
      <Button asChild variant="secondary" size="sm">
        <Link to={paths.emailTest.href()}>
          <Inbox aria-hidden="true" strokeWidth={1.75} />
          {t('mail.outbox')}
        </Link>
      </Button>
      <Button asChild variant="secondary" size="sm">
        <Link to={paths.testEmails.href()}>
          <Send aria-hidden="true" strokeWidth={1.75} />
          {t('mail.tools')}
        </Link>
      </Button>
      <Button asChild variant="secondary" size="sm">
        <Link to={paths.adminWhatsApp.href()}>
          <MessageCircle aria-hidden="true" strokeWidth={1.75} />
          {t('mail.whatsapp')}
        </Link>
      </Button>
    </nav>
  );
}
