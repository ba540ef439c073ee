import { queryOptions } from '@tanstack/react-query';
import type { SavedAddress } from '#shared/addresses/address.ts';
import { ApiError, api } from '#web/lib/api-client.ts';
import { loadAddressMirror, saveAddressMirror } from '../lib/address-mirror.ts';

/** Add and edit send the same fields (the server checks them with `addressInputSchema`). */
export type AddressBody = Omit<SavedAddress, 'id' | 'createdAt' | 'updatedAt'>;

export const addressKeys = {
  all: ['addresses'] as const,
  of: (userId: string) => ['addresses', userId] as const,
};

/**
 * Where the list came from: the server (and then mirrored on this device), or, when the server could not be
 * reached, the device copy, shown read-only.
 */
export interface AddressList {
  items: SavedAddress[];
  source: 'server' | 'device';
}

/** No answer, or the server failing (5xx): the cases the device copy stands in for. */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

async function loadAddresses(userId: string, signal: AbortSignal): Promise<AddressList> {
  try {
    const { items } = await api.get<{ items: SavedAddress[] }>('/me/addresses', { signal });
    saveAddressMirror(items, userId);
    return { items, source: 'server' };
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    const mirrored = loadAddressMirror(userId);
    if (mirrored === null) throw error;
    return { items: mirrored, source: 'device' };
  }
}

/** The signed-in shopper's saved addresses (default first, then newest). */
export const addressesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: addressKeys.of(userId),
    queryFn: ({ signal }) => loadAddresses(userId, signal),
    // The device copy is a stand-in: the next visit asks the server again.
    staleTime: (query) => (query.state.data?.source === 'device' ? 0 : 60_000),
    // Unreachable with no device copy: one more try, then say so (not three, the shopper is waiting).
    retry: (failures, error) => !(error instanceof ApiError && error.isClientError) && failures < 1,
  });

export const addressApi = {
  add: (body: AddressBody) => api.post<{ address: SavedAddress; message: string }>('/me/addresses', body),
  update: ({ id, body }: { id: string; body: AddressBody }) =>
    api.put<{ address: SavedAddress; message: string }>(`/me/addresses/${encodeURIComponent(id)}`, body),
  remove: (id: string) => api.delete<{ message: string }>(`/me/addresses/${encodeURIComponent(id)}`),
  setDefault: (id: string) =>
    api.post<{ address: SavedAddress; message: string }>(`/me/addresses/${encodeURIComponent(id)}/default`),
};
