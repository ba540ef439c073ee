import { RequireAdmin } from '#web/features/auth/components/require-admin.tsx';
import { EmailTestPanel, sendGeneric } from '#web/features/mail/components/email-test-panel.tsx';
import { usePageTitle } from '#web/features/settings/hooks/use-page-title.ts';

const ORDER_TEXT =
  'This is a test order email from Karigar: order CT000000TEST01, 1 × Handmade Dream Catcher, total ₹1,299, Cash on Delivery.';

/** /test-emails: sends a test order email (admins only). */
export function Component() {
  usePageTitle('Test Emails');
  return (
    <RequireAdmin>
      <EmailTestPanel
        title="Test Emails"
        intro="Send a test order email to check that mail reaches customers."
        actions={[
          { label: 'Send Test Order Email', send: sendGeneric('Test order email from Karigar', ORDER_TEXT) },
        ]}
      />
    </RequireAdmin>
  );
}
