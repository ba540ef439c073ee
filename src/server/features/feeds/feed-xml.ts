import type { FeedItem, FeedShipping } from './feed-items.ts';

/*
 * The feeds as RSS 2.0 with Google's `g:` namespace (decision 071): Google Merchant Center's product data
 * specification, and Meta's catalog, which reads the same RSS with its own availability words.
 */

export type FeedKind = 'google' | 'meta';

/** Characters XML 1.0 does not allow at all (control characters but tab, newline and return) go. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: they are what this removes
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Text as XML character data or an attribute value: user text never breaks the document. */
export const xmlText = (text: string): string =>
  text
    .replace(NOT_XML, '')
    .replace(
      /[&<>"']/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
    );

/** A price as both specs write it: rupees with two decimals and the ISO 4217 code ('1499.00 INR'). */
export const inr = (paise: number): string => `${(paise / 100).toFixed(2)} INR`;

const AVAILABILITY: Record<FeedKind, { inStock: string; outOfStock: string }> = {
  google: { inStock: 'in_stock', outOfStock: 'out_of_stock' },
  meta: { inStock: 'in stock', outOfStock: 'out of stock' },
};

/** Google asks for at most 150 characters of title and 5,000 of description; Meta for 200 and 9,999. */
const LIMITS: Record<FeedKind, { title: number; description: number }> = {
  google: { title: 150, description: 5000 },
  meta: { title: 200, description: 9999 },
};

const cut = (text: string, max: number) => ([...text].length > max ? [...text].slice(0, max).join('') : text);

const tag = (name: string, value: string | undefined) =>
  value === undefined || value === '' ? '' : `<g:${name}>${xmlText(value)}</g:${name}>`;

function shippingXml(kind: FeedKind, s: FeedShipping): string {
  return `<g:shipping>${tag('country', 'IN')}${tag('postal_code', s.postalCode)}${kind === 'meta' ? tag('service', 'Standard') : ''}${tag('price', inr(s.price))}${kind === 'google' ? `${tag('min_transit_time', String(s.minDays))}${tag('max_transit_time', String(s.maxDays))}` : ''}</g:shipping>`;
}

function itemXml(kind: FeedKind, item: FeedItem, brand: string): string {
  const words = AVAILABILITY[kind];
  const parts = [
    tag('id', item.id),
    tag('item_group_id', item.groupId),
    tag('title', cut(item.title, LIMITS[kind].title)),
    tag('description', cut(item.description, LIMITS[kind].description)),
    tag('link', item.link),
    tag('image_link', item.imageLink),
    ...item.additionalImageLinks.map((url) => tag('additional_image_link', url)),
    tag('availability', item.available ? words.inStock : words.outOfStock),
    tag('price', inr(item.price)),
    ...(item.sale
      ? [
          tag('sale_price', inr(item.sale.price)),
          tag(
            'sale_price_effective_date',
            `${item.sale.startsAt.toISOString()}/${item.sale.endsAt.toISOString()}`,
          ),
        ]
      : []),
    tag('condition', 'new'),
    tag('brand', brand),
    tag('identifier_exists', 'no'),
    tag('product_type', item.productType),
    tag('color', item.colour),
    tag('material', item.material),
    tag('size', item.size),
    ...item.shipping.map((s) => shippingXml(kind, s)),
  ];
  return `<item>${parts.join('')}</item>`;
}

/** The whole feed: the channel names the shop and links its home page; one <item> per variant. */
export function feedXml(
  kind: FeedKind,
  items: readonly FeedItem[],
  channel: { title: string; link: string; description: string },
): string {
  const body = items.map((item) => `    ${itemXml(kind, item, channel.title)}`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">
  <channel>
    <title>${xmlText(channel.title)}</title>
    <link>${xmlText(channel.link)}</link>
    <description>${xmlText(channel.description)}</description>
${body}
  </channel>
</rss>
`;
}
