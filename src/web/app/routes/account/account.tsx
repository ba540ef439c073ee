import { Mail, UserRound } from 'lucide-react';
import { BackLink } from '#web/components/ui/back-link.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { PleaseLogin } from '#web/components/ui/page-message.tsx';
import { paths } from '#web/config/paths.ts';
import { EmailPreferences } from '#web/features/account/components/email-preferences.tsx';
import { usePageTitle } from '#web/features/settings/hooks/use-page-title.ts';
import { WhatsAppPreferences } from '#web/features/whatsapp/components/whatsapp-preferences.tsx';
import { useSession } from '#web/lib/session.ts';

/** /account, 'Your Account' (docs/product.md §5.8): for now the email preferences (marketing consent). */
export function Component() {
  usePageTitle('Your Account');
  const session = useSession();

  if (session.status === 'signed-out') {
    return (
      <PleaseLogin icon={<UserRound aria-hidden="true" />}>
        <p>Sign in to see and change your email preferences.</p>
      </PleaseLogin>
    );
  }

  return (
    <Container className="flex max-w-2xl flex-col gap-6 py-6 sm:py-10">
      <div>
        <BackLink to={paths.home.href()}>Back to Home</BackLink>
        <h1 className="mt-2 text-3xl sm:text-4xl">Your Account</h1>
        {session.user && <p className="mt-1 text-lg break-all text-muted">{session.user.email}</p>}
      </div>
      <section
        aria-labelledby="email-preferences"
        className="flex flex-col gap-4 rounded-card border border-border bg-surface p-5 sm:p-6"
      >
        <h2 id="email-preferences" className="flex items-center gap-2 text-xl">
          <Mail aria-hidden="true" size={20} strokeWidth={1.75} className="text-primary" />
          Email Preferences
        </h2>
        {session.user && <EmailPreferences userId={session.user.id} />}
      </section>
      {session.user && <WhatsAppPreferences userId={session.user.id} />}
    </Container>
  );
}
