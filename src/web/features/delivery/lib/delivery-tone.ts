import type { DeliveryCheck } from '#shared/delivery/delivery.schemas.ts';

/**
 * How a delivery answer reads: good news (it arrives, and cash on delivery is offered) in green; an answer with
 * a catch (it arrives, but not by COD for this value) plain, never green (audit D-c6); no delivery at all as a
 * problem.
 */
export type DeliveryTone = 'good' | 'neutral' | 'problem';

export function deliveryTone(check: Pick<DeliveryCheck, 'serviceable' | 'cod'>): DeliveryTone {
  if (!check.serviceable) return 'problem';
  return check.cod.available ? 'good' : 'neutral';
}
