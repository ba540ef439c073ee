import { describe, expect, it } from 'vitest';
import { BLOG_MESSAGES, BLOG_TEXTS } from '#shared/blog/blog.ts';
import { PRODUCT_ADMIN_MESSAGES } from '#shared/catalog/product-admin.ts';
import { VARIANT_MESSAGES } from '#shared/catalog/variants.ts';
import { GST_MESSAGES } from '#shared/gst/gst.ts';
import { HOMEPAGE_ADMIN_MESSAGES, TESTIMONIAL_ADMIN_MESSAGES } from '#shared/home/testimonial-admin.ts';
import { COUPON_ADMIN_MESSAGES } from '#shared/promotions/coupon.ts';
import { OFFER_MESSAGES } from '#shared/promotions/offer.schemas.ts';
import { REVIEW_MESSAGES } from '#shared/reviews/reviews.ts';
import { SETTINGS_ADMIN_MESSAGES } from '#shared/settings/settings-admin.ts';
import { WHATSAPP_TEXTS } from '#shared/whatsapp/whatsapp.ts';
import { CUSTOMER_CHANGE_MESSAGES } from '#web/features/admin/customers/i18n.ts';
import { STAFF_TAB_MESSAGES } from '#web/features/admin/staff/i18n.ts';
import { sharedMessages } from '#web/lib/shared-messages.ts';
import blog from './en/admin-blog.json';
import coupons from './en/admin-coupons.json';
import customers from './en/admin-customers.json';
import gst from './en/admin-gst.json';
import homepage from './en/admin-homepage.json';
import products from './en/admin-products.json';
import reviews from './en/admin-reviews.json';
import settings from './en/admin-settings.json';
import staff from './en/admin-staff.json';
import testimonials from './en/admin-testimonials.json';
import whatsapp from './en/admin-whatsapp.json';

/**
 * The admin tabs say the shared modules' messages (the schemas' and the server's wording) through their
 * catalogs (decision 035): every message of a module has its catalog key, and the English is the module's,
 * unchanged (spec texts among them, e.g. 'Product added successfully!').
 */
const MODULES: [string, Readonly<Record<string, unknown>>, Record<string, string>, string][] = [
  ['PRODUCT_ADMIN_MESSAGES', PRODUCT_ADMIN_MESSAGES, products, 'adminProducts.msg.'],
  ['VARIANT_MESSAGES (the variant grid)', VARIANT_MESSAGES, products, 'adminProducts.variantMsg.'],
  ['COUPON_ADMIN_MESSAGES', COUPON_ADMIN_MESSAGES, coupons, 'adminCoupons.msg.'],
  ['OFFER_MESSAGES', OFFER_MESSAGES, coupons, 'adminCoupons.offerMsg.'],
  ['TESTIMONIAL_ADMIN_MESSAGES', TESTIMONIAL_ADMIN_MESSAGES, testimonials, 'adminTestimonials.msg.'],
  ['HOMEPAGE_ADMIN_MESSAGES', HOMEPAGE_ADMIN_MESSAGES, homepage, 'adminHomepage.msg.'],
  ['REVIEW_MESSAGES', REVIEW_MESSAGES, reviews, 'adminReviews.msg.'],
  ['BLOG_MESSAGES', BLOG_MESSAGES, blog, 'adminBlog.msg.'],
  ['GST_MESSAGES', GST_MESSAGES, gst, 'adminGst.msg.'],
  ['SETTINGS_ADMIN_MESSAGES', SETTINGS_ADMIN_MESSAGES, settings, 'adminSettings.msg.'],
  ["STAFF_MESSAGES (the Staff tab's)", STAFF_TAB_MESSAGES, staff, 'msg.'],
  ["CUSTOMER_ADMIN_MESSAGES (a customer's changes)", CUSTOMER_CHANGE_MESSAGES, customers, 'msg.'],
  ["WHATSAPP_TEXTS (the test message's answer)", { testSent: WHATSAPP_TEXTS.testSent }, whatsapp, 'wa.'],
  [
    'REVIEW_MESSAGES (Store Settings)',
    { requestDaysInvalid: REVIEW_MESSAGES.requestDaysInvalid },
    settings,
    'adminSettings.',
  ],
  [
    "BLOG_TEXTS (the admin tab's)",
    Object.fromEntries(
      Object.keys(blog).flatMap((key) => {
        const name = key.replace('adminBlog.text.', '');
        return name === key ? [] : [[name, BLOG_TEXTS[name as keyof typeof BLOG_TEXTS]]];
      }),
    ),
    blog,
    'adminBlog.text.',
  ],
];

describe.each(MODULES)('%s in the English catalog', (_name, messages, catalog, prefix) => {
  it('has every message under its name, word for word', () => {
    for (const [name, text] of Object.entries(messages)) {
      if (typeof text === 'string') expect(catalog[`${prefix}${name}`], name).toBe(text);
    }
  });
});

describe('sharedMessages', () => {
  const say = sharedMessages({ added: 'Added.', failed: 'Failed.' }, (name) => `[${name}]`);
  it('says a message of the module by its name', () => {
    expect(say('Added.')).toBe('[added]');
  });
  it('leaves a sentence the module does not have as it is (a server message)', () => {
    expect(say('Something else.')).toBe('Something else.');
  });
});
