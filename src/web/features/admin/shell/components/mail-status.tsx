import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, Inbox, MessageCircle, Send } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { api } from '#web/lib/api-client.ts';
import { type AdminShellT, useAdminShellT } from '../i18n.ts';

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

/**
 * Audit 2.5 and 4.3: the dashboard reaches the mail tools (/test-emails) and the outbox (/email-test), and says
 * when emails have failed (the shopper's 'Email Warning' only says their own confirmation did not leave at once).
 */
export function MailStatus() {
  const t = useAdminShellT();
  const outbox = useQuery({
    queryKey: ['admin', 'outbox', 'counts'],
    queryFn: ({ signal }) => api.get<OutboxCounts>('/admin/outbox', { query: { limit: 1 }, signal }),
  });
  const notice = mailFailureNotice(t, outbox.data?.counts.failed ?? 0, outbox.data?.counts.retrying ?? 0);
  return (
    <div className="flex flex-col gap-3">
      {notice && (
        <p
          role="alert"
          className="flex items-center gap-2 rounded-card border border-danger/30 bg-danger/5 p-3 text-danger"
        >
          <AlertTriangle aria-hidden="true" size={20} strokeWidth={1.75} className="shrink-0" />
          {notice}
        </p>
      )}
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
    </div>
  );
}
