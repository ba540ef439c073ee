import { useMutation } from '@tanstack/react-query';
import { CircleCheck, Loader2, MailX } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { UNSUBSCRIBE_LINK_INVALID, UNSUBSCRIBED_TITLE } from '#shared/customers/marketing-consent.ts';
import { Button } from '#web/components/ui/button.tsx';
import { PageMessage } from '#web/components/ui/page-message.tsx';
import { paths } from '#web/config/paths.ts';
import { consentApi } from '#web/features/account/api/consent-api.ts';
import { usePageTitle } from '#web/features/settings/hooks/use-page-title.ts';
import { errorMessage } from '#web/lib/api-client.ts';

/**
 * /unsubscribe?token=… (docs/product.md §5.8): the link in a marketing email. Opening it ends the consent,
 * no sign-in; the request is sent by the page (a mail scanner fetching the link runs no script).
 */
export function Component() {
  usePageTitle('Unsubscribe');
  const token = useSearchParams()[0].get('token') ?? '';
  const unsubscribe = useMutation({ mutationFn: consentApi.unsubscribe });
  const { mutate } = unsubscribe;

  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  const home = (
    <Button asChild size="lg">
      <Link to={paths.home.href()}>Back to Home</Link>
    </Button>
  );
  if (unsubscribe.isSuccess) {
    return (
      <PageMessage icon={<CircleCheck aria-hidden="true" />} title={UNSUBSCRIBED_TITLE} action={home}>
        <p>{unsubscribe.data.message}</p>
      </PageMessage>
    );
  }
  if (!token || unsubscribe.isError) {
    return (
      <PageMessage icon={<MailX aria-hidden="true" />} title="Unsubscribe" action={home}>
        <p role="alert">{unsubscribe.isError ? errorMessage(unsubscribe.error) : UNSUBSCRIBE_LINK_INVALID}</p>
      </PageMessage>
    );
  }
  return (
    <PageMessage icon={<Loader2 aria-hidden="true" className="animate-spin" />} title="Unsubscribe">
      <p role="status">Unsubscribing…</p>
    </PageMessage>
  );
}
