import type { Page } from '@playwright/test';
import { adminBrowser, uniqueEmail } from './accounts.ts';
import { expect } from './fixtures.ts';
import { mailsTo } from './mailbox.ts';
import { type PlacedOrder, placeOrder } from './orders.ts';

/**
 * A cash-on-delivery order awaiting its buyer's confirmation (decision 087), and the link mailed to the buyer. The
 * owner's setting is on only while the order is placed (the shop's other tests expect COD orders confirmed at
 * once), through the admin's own API; placed again if another worker of this shop turned it off meanwhile.
 */
export async function placeAwaitingOrder(
  page: Page,
  baseURL: string,
  fullName: string,
): Promise<{ order: PlacedOrder; email: string; link: string }> {
  const admin = await adminBrowser(page, baseURL);
  const headers = { Origin: baseURL };
  const settings = await (await admin.request.get('/api/admin/delivery/settings')).json();
  const put = (codConfirmation: boolean) =>
    admin.request.put('/api/admin/delivery/settings', { headers, data: { ...settings, codConfirmation } });
  const email = uniqueEmail(fullName.split(' ')[0]!.toLowerCase());
  let order: PlacedOrder & { status?: string } = { id: '', orderNumber: '', total: 0, accessToken: '' };
  try {
    for (let attempt = 0; attempt < 3 && order.status !== 'awaiting_confirmation'; attempt++) {
      expect((await put(true)).status()).toBe(200);
      order = await placeOrder(page.request, baseURL, { buyer: { fullName, email } });
    }
    expect(order.status).toBe('awaiting_confirmation');
  } finally {
    await put(false);
    await admin.close();
  }
  let link = '';
  await expect
    .poll(() => {
      const asked = mailsTo(email).find((mail) => mail.subject.includes('please confirm your order'));
      link = asked?.text.match(/https?:\/\/\S+confirm=\S+/)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  const url = new URL(link);
  return { order, email, link: `${url.pathname}${url.search}` };
}
