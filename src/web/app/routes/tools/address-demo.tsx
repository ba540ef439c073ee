import { useState } from 'react';
import { Link } from 'react-router';
import { Container } from '#web/components/ui/container.tsx';
import { paths } from '#web/config/paths.ts';
import {
  ActionsPanel,
  MonitorPanel,
  StoragePanel,
} from '#web/features/addresses/components/storage-tools.tsx';
import { useAddresses } from '#web/features/addresses/hooks/use-addresses.ts';
import { browserStore, isStoreAvailable } from '#web/features/addresses/lib/address-storage.ts';
import { usePageTitle } from '#web/features/settings/hooks/use-page-title.ts';

/** /address-demo (docs/product.md §8.1): developer tools for the copy of the saved addresses kept in this browser. */
export function Component() {
  usePageTitle('Address Storage Tools');
  const { session, query } = useAddresses();
  const [storageAvailable] = useState(() => isStoreAvailable(browserStore()));

  return (
    <Container className="flex flex-col gap-6 py-8 sm:py-12">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl sm:text-4xl">Address Storage Tools</h1>
        <p className="max-w-2xl text-lg text-muted">
          Your saved addresses live in your account; this browser keeps a copy so they still show when the
          shop cannot be reached. Check that copy here, and repair it if it is damaged.{' '}
          <Link
            to={paths.profileAddress.href()}
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            Back to My Address
          </Link>
        </p>
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <StoragePanel
          storageAvailable={storageAvailable}
          user={session.user}
          sessionLoading={session.status === 'loading'}
          list={query.data}
          loadFailed={query.isError && !query.data}
        />
        <ActionsPanel user={session.user} list={query.data} />
        <MonitorPanel user={session.user} />
      </div>
    </Container>
  );
}
