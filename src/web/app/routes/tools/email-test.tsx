import { OutboxView } from '#web/features/admin/outbox/components/outbox-view.tsx';
import { RequireAdmin } from '#web/features/auth/components/require-admin.tsx';
import { EmailTestPanel, sendCode, sendGeneric } from '#web/features/mail/components/email-test-panel.tsx';
import { usePageTitle } from '#web/features/settings/hooks/use-page-title.ts';

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
