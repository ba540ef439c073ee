export const DEVICE_TYPES = ['Mobile', 'Tablet', 'Desktop'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|Nexus (7|9|10)|SM-T\d|Android(?!.*Mobile)/i;
const MOBILE = /Mobi|iPhone|iPod|Android.*Mobile|Windows Phone|BlackBerry|BB10|Opera Mini|IEMobile/i;

/** Mobile, Tablet or Desktop from a User-Agent header (the login activity's device, docs/product.md §11). */
export function deviceTypeFromUserAgent(userAgent: string | null | undefined): DeviceType {
  if (!userAgent) return 'Desktop';
  if (TABLET.test(userAgent)) return 'Tablet';
  if (MOBILE.test(userAgent)) return 'Mobile';
  return 'Desktop';
}
