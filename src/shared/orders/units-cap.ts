/**
 * The units cap's sentence (docs/product.md §9.7), apart from the checkout texts so the cart on every
 * product page can say it without loading them.
 */
export const tooManyUnits = (max: number) => `You can order at most ${max} of one product in one order.`;
