import type {
  AdminStockRequests,
  StockRequestInput,
  StockRequestReceipt,
} from '#shared/stock-requests/stock-requests.schemas.ts';
import { api } from '#web/lib/api-client.ts';

/** A shopper's request about a sold-out piece (decision 073). */
export const askAboutStock = (productId: number, body: StockRequestInput) =>
  api.post<StockRequestReceipt>(`/products/${productId}/stock-requests`, body);

/** The admin's view of a product's requests. */
export const getAdminStockRequests = (productId: number) =>
  api.get<AdminStockRequests>(`/admin/products/${productId}/stock-requests`);

export const adminStockRequestsKey = (productId: number) => ['admin', 'stock-requests', productId] as const;
