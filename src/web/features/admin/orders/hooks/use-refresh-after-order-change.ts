import { useQueryClient } from '@tanstack/react-query';
import { analyticsKey } from '../../analytics/api/analytics-api.ts';
import { customerKeys } from '../../customers/api/customers-api.ts';
import { adminProductKeys } from '../../products/api/products-api.ts';
import { adminKeys } from '../../shell/api/admin-keys.ts';
import { adminOrderKeys } from '../api/admin-orders-api.ts';

/**
 * What an order made or moved changes in the admin, read again: the orders list, a customer's orders and spend,
 * the charts, the summary cards and the products' stock. Only those: the whole admin read again after a sale took
 * seconds on a busy machine.
 */
export function useRefreshAfterOrderChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [adminOrderKeys.all, customerKeys.all, analyticsKey, adminKeys.overview(), adminProductKeys.all].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    );
}
