import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '#web/components/ui/container.tsx';
import { paths } from '#web/config/paths.ts';
import { AddressBook } from '#web/features/addresses/components/address-book.tsx';
import { useAddresses } from '#web/features/addresses/hooks/use-addresses.ts';
import { useAddressesT } from '#web/features/addresses/i18n.ts';
import { PleaseLogin } from '#web/features/auth/components/please-login.tsx';
import { usePageTitle } from '#web/features/settings/hooks/use-page-title.ts';

/**
 * /profile/address, 'My Address' (docs/product.md §5.6): the signed-in shopper's saved addresses; 'Please
 * Login' for guests.
 */
export function Component() {
  const t = useAddressesT();
  usePageTitle(t('addresses.title'));
  const { session, query } = useAddresses();

  if (session.status === 'signed-out') {
    return (
      <PleaseLogin icon={<MapPin aria-hidden="true" />}>
        <p>{t('addresses.signInText')}</p>
      </PleaseLogin>
    );
  }

  return (
    <Container className="py-8 sm:py-12">
      <AddressBook
        userId={session.user?.id ?? ''}
        list={query.data}
        failed={query.isError && !query.data}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        footer={
          // The spec's link to the storage tools, in a shopper's words and at the page's foot (decision 086).
          <p className="flex flex-wrap items-center gap-x-2 border-t border-border pt-5 text-sm text-muted">
            {t('addresses.toolsPrompt')}
            <Link
              to={paths.addressDemo.href()}
              className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4"
            >
              {t('addresses.toolsLink')}
            </Link>
          </p>
        }
      />
    </Container>
  );
}
