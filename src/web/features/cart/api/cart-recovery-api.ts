import type { RememberCartInput, RestoredCart } from '#shared/cart-recovery/cart-recovery.schemas.ts';
import { api } from '#web/lib/api-client.ts';

/** Recovered carts (decision 075): the cart kept on the server for reminders, and a reminder's link restoring it. */
export const cartRecoveryApi = {
  remember: (body: RememberCartInput) => api.put<{ remembered: boolean }>('/cart-recovery/cart', body),
  restore: (token: string) => api.post<RestoredCart>('/cart-recovery/restore', { token }),
};
