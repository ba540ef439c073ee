import { RequireAdmin } from '#web/features/auth/components/require-admin.tsx';
import { EmailTestPanel, sendCode, sendGeneric } from '#web/features/mail/email-test-panel.tsx';
import { OutboxView } from '#web/features/mail/outbox-view.tsx';
import { usePageTitle } from '../hooks/use-page-title.ts';

/** /email-test: sign-up code, reset code and a generic email (admins only). */
export function Component() {
  usePageTitle('Email Test');
  return (
    <RequireAdmin>
      <EmailTestPanel
        title="Email Test"
        intro="Send a sign-up code, a password reset code or a plain email, rendered with the shop's real templates."
        actions={[
          { label: 'Send Signup Code', send: sendCode('signup') },
          { label: 'Send Reset Code', send: sendCode('reset') },
          {
            label: 'Send Generic Email',
            send: sendGeneric(
              'Test email from Karigar',
              'This is a test email from the Karigar admin tools.',
            ),
          },
        ]}
      >
        <OutboxView />
      </EmailTestPanel>
    </RequireAdmin>
  );
}
