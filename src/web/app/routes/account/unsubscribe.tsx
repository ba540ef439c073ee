import { useMutation } from '@tanstack/react-query';
import { CircleCheck, Loader2, MailX } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { UNSUBSCRIBE_LINK_INVALID } from '#shared/customers/marketing-consent.ts';
import { Button } from '#web/components/ui/button.tsx';
import { PageMessage } from '#web/components/ui/page-message.tsx';
import { paths } from '#web/config/paths.ts';
import { consentApi } from '#web/features/account/api/consent-api.ts';
import { useAccountT } from '#web/features/account/i18n.ts';
import { usePageTitle } from '#web/features/settings/hooks/use-page-title.ts';
import { ApiError } from '#web/lib/api-client.ts';

/**
 * /unsubscribe?token=… (docs/product.md §5.8): the link in a marketing email. Opening it ends the consent,
 * no sign-in; the request is sent by the page (a mail scanner fetching the link runs no script).
 */
export function Component() {
  const t = useAccountT();
  usePageTitle(t('account.unsubscribe.title'));
  const token = useSearchParams()[0].get('token') ?? '';
  const unsubscribe = useMutation({ mutationFn: consentApi.unsubscribe });
  const { mutate } = unsubscribe;

  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  const home = (
    <Button asChild size="lg">
      <Link to={paths.home.href()}>{t('account.backToHome')}</Link>
    </Button>
  );
  if (unsubscribe.isSuccess) {
    return (
      <PageMessage
        icon={<CircleCheck aria-hidden="true" />}
        title={t('account.unsubscribe.doneTitle')}
        action={home}
      >
        <p>{t('account.unsubscribe.done', { email: unsubscribe.data.email })}</p>
      </PageMessage>
    );
  }
  if (!token || unsubscribe.isError) {
    // The server's refusal of a bad link is said in the page's language; another failure in its own words.
    const error = unsubscribe.error;
    const other = error instanceof ApiError && error.message !== UNSUBSCRIBE_LINK_INVALID;
    return (
      <PageMessage icon={<MailX aria-hidden="true" />} title={t('account.unsubscribe.title')} action={home}>
        <p role="alert">{other ? error.message : t('account.unsubscribe.invalid')}</p>
      </PageMessage>
    );
  }
  return (
    <PageMessage
      icon={<Loader2 aria-hidden="true" className="animate-spin" />}
      title={t('account.unsubscribe.title')}
    >
      <p role="status">{t('account.unsubscribe.pending')}</p>
    </PageMessage>
  );
}
