import { Mail, Send } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { ApiError, api } from '#web/lib/api-client.ts';

/** What each admin mail endpoint answers (`success, messageId, error`). */
interface SendResult {
  success: boolean;
  messageId?: string;
  error?: string;
}

export interface EmailTestAction {
  label: string;
  /** Posts to the admin mail endpoints; the server renders and queues the real mail. */
  send: (email: string) => Promise<SendResult>;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const randomCode = () => String(Math.floor(100_000 + Math.random() * 900_000));

export const sendCode = (type: 'signup' | 'reset') => (email: string) =>
  api.post<SendResult>('/send-otp', { email, otp: randomCode(), type });

/** Audit 2.6: the shop's real order confirmation, with a sample order, marked as a test. */
export const sendTestOrder = (email: string) => api.post<SendResult>('/admin/mail/test-order', { email });

export const sendGeneric = (subject: string, text: string) => (email: string) =>
  api.post<SendResult>('/send-email', {
    to: email,
    subject,
    htmlContent: `<p>${text}</p>`,
    textContent: text,
  });

/**
 * docs/product.md §8.2-§8.3, email test pages: each needs an email address, then sends through the server (admin-only
 * endpoints: open ones would be a mail relay). Results show as toasts with the message id.
 */
export function EmailTestPanel({
  title,
  intro,
  actions,
  children,
}: {
  title: string;
  intro: string;
  actions: EmailTestAction[];
  /** More admin mail tools below the form (the outbox view). */
  children?: ReactNode;
}) {
  const inputId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function run(action: EmailTestAction, event?: FormEvent) {
    event?.preventDefault();
    const to = email.trim();
    if (!to) return setError('Please enter an email address.');
    if (!EMAIL_PATTERN.test(to)) return setError('Please enter a valid email address');
    setError(null);
    setBusy(action.label);
    try {
      const result = await action.send(to);
      if (result.success)
        toast.success('Email sent', { description: `${action.label} to ${to} (${result.messageId})` });
      else toast.error('Email not sent', { description: result.error ?? 'Please try again.' });
    } catch (cause) {
      const message = cause instanceof ApiError ? cause.message : 'Please try again.';
      toast.error('Email not sent', { description: message });
    } finally {
      setBusy(null);
    }
  }

  const [first] = actions;
  return (
    <Container className="max-w-xl py-12 sm:py-16">
      <h1 className="flex items-center gap-3 text-3xl">
        <Mail aria-hidden="true" className="text-primary" size={28} strokeWidth={1.75} />
        {title}
      </h1>
      <p className="mt-3 text-muted">{intro}</p>
      <form className="mt-8 space-y-4" onSubmit={(e) => first && run(first, e)} noValidate>
        <div>
          <label htmlFor={inputId} className="block text-sm font-semibold">
            Email address
          </label>
          <input
            id={inputId}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="mt-1 h-11 w-full rounded-lg border border-border bg-surface px-3 focus-visible:outline-2 focus-visible:outline-foreground"
          />
          {error && (
            <p id={errorId} className="mt-1 text-sm text-danger">
              {error}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-3">
          {actions.map((action) => (
            <Button
              key={action.label}
              type={action === first ? 'submit' : 'button'}
              variant={action === first ? 'primary' : 'secondary'}
              disabled={busy !== null}
              onClick={action === first ? undefined : () => run(action)}
            >
              <Send aria-hidden="true" strokeWidth={1.75} />
              {busy === action.label ? 'Sending…' : action.label}
            </Button>
          ))}
        </div>
      </form>
      {children}
    </Container>
  );
}
