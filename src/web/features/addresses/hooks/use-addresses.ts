import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ADDRESS_MESSAGES, type SavedAddress } from '#shared/addresses/address.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session.ts';
import { type AddressList, addressApi, addressesQueryOptions, addressKeys } from '../api/addresses-api.ts';
import { useAddressMessages } from '../i18n.ts';
import { withAddress, withoutAddress } from '../lib/address-list.ts';
import { saveAddressMirror } from '../lib/address-mirror.ts';

/** The signed-in shopper's addresses; idle while signed out. */
export function useAddresses() {
  const session = useSession();
  const userId = session.user?.id;
  const query = useQuery({ ...addressesQueryOptions(userId ?? ''), enabled: Boolean(userId) });
  return { session, query };
}

/** A 400 whose `fields` the form shows beside the inputs (no toast then). */
export function serverFieldErrors(error: unknown): Record<string, string> | null {
  return error instanceof ApiError && error.fields && Object.keys(error.fields).length ? error.fields : null;
}

/**
 * Add, edit, delete and set-default (docs/product.md §5.6). Each success updates the cached list from the server's
 * answer (a new default takes it from the others), mirrors it on the device, and says so; a
 * failure says its failure words. Field errors of a 400 are left to the form.
 */
export function useAddressMutations(userId: string) {
  const queryClient = useQueryClient();
  const { say, refusal } = useAddressMessages();
  const key = addressKeys.of(userId);

  function apply(change: (items: SavedAddress[]) => SavedAddress[]) {
    const next = queryClient.setQueryData<AddressList>(key, (list) =>
      list ? { ...list, items: change(list.items) } : list,
    );
    if (next?.source === 'server') saveAddressMirror(next.items, userId);
    else void queryClient.invalidateQueries({ queryKey: key });
  }

  function fail(title: string) {
    return (error: unknown) => {
      if (serverFieldErrors(error)) return;
      if (error instanceof ApiError && error.status === 404) {
        // Gone already (deleted in another tab): show the list as it is now.
        toast.error(say(ADDRESS_MESSAGES.notFound));
        void queryClient.invalidateQueries({ queryKey: key });
        return;
      }
      // The server's own words when they help (no connection, a rule); not its generic 5xx line.
      const helpful = error instanceof ApiError && error.status < 500;
      toast.error(say(title), { description: helpful ? refusal(error) : undefined });
    };
  }

  const add = useMutation({
    mutationFn: addressApi.add,
    onSuccess: ({ address }) => {
      apply((items) => withAddress(items, address));
      toast.success(say(ADDRESS_MESSAGES.added));
    },
    onError: fail(ADDRESS_MESSAGES.addFailed),
  });

  const update = useMutation({
    mutationFn: addressApi.update,
    onSuccess: ({ address }) => {
      apply((items) => withAddress(items, address));
      toast.success(say(ADDRESS_MESSAGES.updated));
    },
    onError: fail(ADDRESS_MESSAGES.updateFailed),
  });

  const remove = useMutation({
    mutationFn: (address: SavedAddress) => addressApi.remove(address.id),
    onSuccess: (_answer, address) => {
      apply((items) => withoutAddress(items, address.id));
      // The server may hand the default to another address: read the list again.
      if (address.isDefault) void queryClient.invalidateQueries({ queryKey: key });
      toast.success(say(ADDRESS_MESSAGES.deleted));
    },
    onError: fail(ADDRESS_MESSAGES.deleteFailed),
  });

  const setDefault = useMutation({
    mutationFn: addressApi.setDefault,
    onSuccess: ({ address }) => {
      apply((items) => withAddress(items, address));
      toast.success(say(ADDRESS_MESSAGES.defaultUpdated));
    },
    onError: fail(ADDRESS_MESSAGES.defaultFailed),
  });

  return { add, update, remove, setDefault };
}
