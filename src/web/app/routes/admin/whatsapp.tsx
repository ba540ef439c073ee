import { BackLink } from '#web/components/ui/back-link.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { paths } from '#web/config/paths.ts';
import { useAdminShellT } from '#web/features/admin/shell/i18n.ts';
import { WhatsAppChannel } from '#web/features/admin/whatsapp/components/whatsapp-channel.tsx';
import { usePageTitle } from '#web/features/settings/hooks/use-page-title.ts';

/** The admin's WhatsApp order updates (issue 24, docs/product.md §5.9). */
export function Component() {
  const t = useAdminShellT();
  usePageTitle(t('whatsapp.title'));
  return (
    <Container className="flex max-w-2xl flex-col gap-6 py-8">
      <BackLink to={paths.admin.href()}>{t('backToAdmin')}</BackLink>
      <h1 className="text-3xl">{t('whatsapp.title')}</h1>
      <WhatsAppChannel />
    </Container>
  );
}
