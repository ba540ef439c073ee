import { deliveryWindow } from '#shared/delivery/delivery.ts';
import { stateNameOf } from '#shared/gst/states.ts';
import { type AssistedOrderData, COUNTER_BUYER_NAME } from '#shared/orders/assisted.schemas.ts';
import type { StoreSettings } from '#shared/settings/settings.schemas.ts';
import type { Db } from '../../../db/client.ts';
import type { OrderDelivery } from '../../delivery/delivery.service.ts';
import { readGstSettings } from '../../gst/gst.service.ts';

/**
 * A sale handed over at a stall (Quick sale, decision 076): paid in person with no buyer named. The order records
 * the shop's own contact and GST address (the place of supply is the shop's state), so the invoice and the books
 * read it like any order; it has no delivery.
 */
export async function counterBuyer(
  db: Db,
  settings: StoreSettings,
): Promise<NonNullable<AssistedOrderData['customer']>> {
  const gst = await readGstSettings(db);
  return {
    fullName: COUNTER_BUYER_NAME,
    email: settings.contactEmail.toLowerCase(),
    phone: settings.contactPhone.replace(/\D/g, '').slice(-10),
    address: gst.address || settings.city,
    city: settings.city,
    state: stateNameOf(gst.stateCode) ?? '',
    pincode: '',
  };
}

/** No parcel: no zone or COD fee, and "dispatched" and delivered today, the day it was handed over. */
export function counterDelivery(now: Date): OrderDelivery {
  return {
    zone: null,
    zoneFee: 0,
    codFee: 0,
    cashOnDelivery: false,
    confirmHours: null,
    window: deliveryWindow(
      now,
      { minDays: 0, maxDays: 0 },
      { dispatchCutoff: '24:00', dispatchDays: [0, 1, 2, 3, 4, 5, 6] },
    ),
  };
}
