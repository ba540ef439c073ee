import { BackLink } from '#web/components/ui/back-link.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { paths } from '#web/config/paths.ts';
import { useAdminShellT } from '#web/features/admin/shell/i18n.ts';
import { TwoFactorSettings } from '#web/features/auth/components/two-factor-settings.tsx';
import { usePageTitle } from '#web/features/settings/hooks/use-page-title.ts';
import { useSession } from '#web/lib/session.ts';

/**
 * The admin's two-factor sign-in (docs/product.md §5.7): its own lazy chunk, with the QR code library. A team
 * account without it lands here and sees no way back to the admin until it is on (review 2026-11-29 L3).
 */
export function Component() {
  const t = useAdminShellT();
  usePageTitle(t('twoFactor.title'));
  const { needsTwoFactor } = useSession();
  return (
    <Container className="flex max-w-xl flex-col gap-6 py-8">
      {!needsTwoFactor && <BackLink to={paths.admin.href()}>{t('backToAdmin')}</BackLink>}
      <h1 className="text-3xl">{t('twoFactor.title')}</h1>
      <TwoFactorSettings />
    </Container>
  );
}
