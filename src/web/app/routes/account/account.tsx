import { useQueryClient } from '@tanstack/react-query';
import { FileLock2, KeyRound, Mail, MonitorSmartphone, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { BackLink } from '#web/components/ui/back-link.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { paths } from '#web/config/paths.ts';
import { DevicesList } from '#web/features/account/components/devices-list.tsx';
import { EmailChange } from '#web/features/account/components/email-change.tsx';
import { EmailPreferences } from '#web/features/account/components/email-preferences.tsx';
import { PrivacyRights } from '#web/features/account/components/privacy-rights.tsx';
import { ProfileForm } from '#web/features/account/components/profile-form.tsx';
import { PasswordSection, WithPassword } from '#web/features/account/components/with-password.tsx';
import { useAccountT } from '#web/features/account/i18n.ts';
import { GoogleConnection } from '#web/features/auth/components/google-connection.tsx';
import { PleaseLogin } from '#web/features/auth/components/please-login.tsx';
import { usePageTitle } from '#web/features/settings/hooks/use-page-title.ts';
import { WhatsAppPreferences } from '#web/features/whatsapp/components/whatsapp-preferences.tsx';
import { useSession } from '#web/lib/session.ts';

function Section({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-card border border-border bg-surface p-5 sm:p-6"
    >
      <h2 id={id} className="flex items-center gap-2 text-xl [&_svg]:text-primary">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

const iconProps = { 'aria-hidden': true, size: 20, strokeWidth: 1.75 } as const;

/**
 * /account, 'My Account' (docs/product.md §5.10): details, email, password, email and WhatsApp preferences, signed-in devices, your data.
 * The preferences sections (email, WhatsApp) sit together, before the devices.
 */
export function Component() {
  const t = useAccountT();
  usePageTitle(t('account.title'));
  const session = useSession();
  const queryClient = useQueryClient();

  if (session.status === 'signed-out') {
    return (
      <PleaseLogin icon={<UserRound aria-hidden="true" />}>
        <p>{t('account.signInText')}</p>
      </PleaseLogin>
    );
  }
  const user = session.user;
  return (
    <Container className="flex max-w-2xl flex-col gap-6 py-6 sm:py-10">
      <div>
        <BackLink to={paths.home.href()}>{t('account.backToHome')}</BackLink>
        <h1 className="mt-2 text-3xl sm:text-4xl">{t('account.title')}</h1>
        {user && <p className="mt-1 text-lg break-all text-muted">{user.email}</p>}
      </div>
      {user && (
        <>
          <Section
            id="account-details"
            title={t('account.section.details')}
            icon={<UserRound {...iconProps} />}
          >
            <ProfileForm userId={user.id} />
          </Section>
          <Section id="account-email" title={t('account.section.email')} icon={<Mail {...iconProps} />}>
            <WithPassword userId={user.id}>
              {(has) => <EmailChange key={user.email} email={user.email} hasPassword={has} />}
            </WithPassword>
          </Section>
          <Section
            id="account-password"
            title={t('account.section.password')}
            icon={<KeyRound {...iconProps} />}
          >
            <PasswordSection
              userId={user.id}
              onChanged={() => queryClient.invalidateQueries({ queryKey: ['me', user.id, 'devices'] })}
            />
            <GoogleConnection userId={user.id} />
          </Section>
          <Section
            id="email-preferences"
            title={t('account.section.emailPreferences')}
            icon={<Mail {...iconProps} />}
          >
            <EmailPreferences userId={user.id} />
          </Section>
          <WhatsAppPreferences userId={user.id} />
          <Section
            id="account-devices"
            title={t('account.section.devices')}
            icon={<MonitorSmartphone {...iconProps} />}
          >
            <DevicesList userId={user.id} />
          </Section>
          <Section id="account-privacy" title={t('account.section.data')} icon={<FileLock2 {...iconProps} />}>
            <WithPassword userId={user.id}>{(has) => <PrivacyRights hasPassword={has} />}</WithPassword>
          </Section>
        </>
      )}
    </Container>
  );
}
