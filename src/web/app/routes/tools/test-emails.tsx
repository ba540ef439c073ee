import { RequireAdmin } from '#web/features/auth/components/require-admin.tsx';
import { EmailTestPanel, sendTestOrder } from '#web/features/mail/components/email-test-panel.tsx';
import { usePageTitle } from '#web/features/settings/hooks/use-page-title.ts';

/** /test-emails (docs/product.md §8.2): sends the real order confirmation with a sample order (admins only). */
export function Component() {
  usePageTitle('Test Emails');
  return (
    <RequireAdmin>
      <EmailTestPanel
        title="Test Emails"
        intro="Send the order confirmation email, filled with a sample order and marked as a test, to check that mail reaches customers and how it looks."
        actions={[{ label: 'Send Test Order Email', send: sendTestOrder }]}
      />
    </RequireAdmin>
  );
}
