import { describe, expect, it } from 'vitest';
import { PRODUCT_ADMIN_MESSAGES as PM } from '#shared/catalog/product-admin.ts';
import { VARIANT_MESSAGES as V } from '#shared/catalog/variants.ts';
import { createTranslator } from '#shared/i18n/translate.ts';
import hi from '#web/i18n/hi/admin-products.json';
import { variantMessages } from './i18n.ts';

/** The variant grid says the schema's and the server's messages in Hindi, figures and all. */
describe('variantMessages', () => {
  const t = createTranslator('hi', hi);
  const say = variantMessages(
    (key, params) => t(key, params),
    (message) => (message === PM.priceRequired ? t('adminProducts.msg.priceRequired') : message),
  );

  it('says a message with figures with its figures', () => {
    expect(say(V.valueMissing('Size'))).toBe('Size का एक मान चुनें।');
    expect(say(V.valueUnknown('Colour', 'Teal'))).toBe('Colour में "Teal" नाम का मान नहीं है।');
    expect(say(V.skuTaken('Lippan "Mor" Panel'))).toBe('यह SKU पहले से "Lippan "Mor" Panel" में लगा है।');
    expect(say(V.combinationRepeated('Blue, Large'))).toBe('दूसरा वैरिएंट पहले से Blue, Large है।');
  });

  it("says a plain one by its name, the product's through the fallback, and leaves others as they are", () => {
    expect(say(V.saved)).toBe('विकल्प और वैरिएंट सहेजे गए।');
    expect(say(PM.priceRequired)).toBe(hi['adminProducts.msg.priceRequired']);
    expect(say('Something the server said.')).toBe('Something the server said.');
  });
});
