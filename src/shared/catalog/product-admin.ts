import type { Category } from '../constants/categories.ts';
import type { Fulfilment } from '../delivery/delivery.ts';
import type { ProductImage } from './catalog.schemas.ts';
import type { PersonalisationField } from './personalisation.ts';

// Zod-free: the admin Products tab imports these texts and types without pulling in zod.

/** docs/product.md §7.2: at most 5 images per product; stock at least 0. */
export const MAX_PRODUCT_IMAGES = 5;
/** ₹10,00,000 in paise: a sane ceiling that also keeps the value inside a PostgreSQL integer. */
export const MAX_PRODUCT_PRICE = 100_000_000;
export const MAX_STOCK_QUANTITY = 1_000_000;
/** Decision 069: making time in working days, and made-to-order pieces a week. */
export const MAX_MAKING_DAYS = 90;
export const MAX_WEEKLY_CAPACITY = 10_000;

/** Body of POST /api/admin/products (after defaults); PATCH takes any subset of it. */
export interface ProductInput {
  name: string;
  /** Decision 088: '' makes it from the name. */
  slug?: string;
  /** paise, > 0 */
  price: number;
  category: Category;
  catalogNumber: string;
  description: string;
  /** Hindi name and description (decision 035); '' for none. */
  nameHi?: string;
  descriptionHi?: string;
  /** 0 to 5; a plain URL string is accepted too and stored as `{ url }`. */
  images: ProductImage[];
  stockQuantity: number;
  inStock: boolean;
  featured: boolean;
  /** paise: the compare-at price (MRP), above the price; null: none. */
  mrp?: number | null;
  /** A scheduled sale (decision 029): price, start and end (ISO), all three or none. */
  salePrice?: number | null;
  saleStartsAt?: string | null;
  saleEndsAt?: string | null;
  fulfilment?: Fulfilment;
  personalisation?: PersonalisationField[];
  makingDaysMin?: number | null;
  makingDaysMax?: number | null;
  weeklyCapacity?: number | null;
}

/** How a product is made and sent, as stored (decision 070). */
export interface MakingFields {
  fulfilment: Fulfilment;
  makingDaysMin: number | null;
  makingDaysMax: number | null;
  weeklyCapacity: number | null;
}

/**
 * The making fields as they are kept: a made-to-order piece needs its fewest and most days (the most at least the
 * fewest); a piece from stock or one of a kind has none (what the form left in them is cleared). The first broken
 * rule as [field, message], or the fields to store.
 */
export function settleMaking(m: MakingFields): MakingFields | [keyof MakingFields, string] {
  const M = PRODUCT_ADMIN_MESSAGES;
  if (m.fulfilment !== 'made_to_order')
    return { fulfilment: m.fulfilment, makingDaysMin: null, makingDaysMax: null, weeklyCapacity: null };
  if (m.makingDaysMin === null) return ['makingDaysMin', M.makingDaysRequired];
  if (m.makingDaysMax === null) return ['makingDaysMax', M.makingDaysRequired];
  if (m.makingDaysMax < m.makingDaysMin) return ['makingDaysMax', M.makingDaysOrder];
  const { fulfilment, makingDaysMin, makingDaysMax, weeklyCapacity } = m;
  return { fulfilment, makingDaysMin, makingDaysMax, weeklyCapacity };
}

/** The price fields as stored, for the checks that compare them. */
export interface ProductPriceFields {
  price: number;
  mrp: number | null;
  salePrice: number | null;
  saleStartsAt: Date | null;
  saleEndsAt: Date | null;
}

/** The rules between the price fields (decision 029): each broken one, by field. */
export function priceFieldProblems(p: ProductPriceFields): Partial<Record<keyof ProductPriceFields, string>> {
  const M = PRODUCT_ADMIN_MESSAGES;
  const problems: Partial<Record<keyof ProductPriceFields, string>> = {};
  if (p.mrp !== null && p.mrp <= p.price) problems.mrp = M.mrpAbovePrice;
  const sale = [p.salePrice, p.saleStartsAt, p.saleEndsAt];
  if (sale.some((v) => v !== null) && sale.some((v) => v === null)) {
    if (p.salePrice === null) problems.salePrice = M.saleIncomplete;
    else if (p.saleStartsAt === null) problems.saleStartsAt = M.saleIncomplete;
    else problems.saleEndsAt = M.saleIncomplete;
  } else if (p.salePrice !== null) {
    if (p.salePrice >= p.price) problems.salePrice = M.saleBelowPrice;
    if (p.saleStartsAt! >= p.saleEndsAt!) problems.saleEndsAt = M.saleEndsAfterStart;
  }
  return problems;
}

/** The Products tab's validation and messages (docs/product.md §7.2, §7.3), quoted exactly. */
export const PRODUCT_ADMIN_MESSAGES = {
  added: 'Product added successfully!',
  updated: 'Product updated successfully!',
  deleted: 'Product deleted successfully!',
  addFailed: 'Failed to add product. Please try again.',
  updateFailed: 'Failed to update product. Please try again.',
  /** 'Failed to update product: {message}' */
  updateFailedWith: (message: string) => `Failed to update product: ${message}`,
  deleteFailed: 'Failed to delete product. Please try again.',
  confirmDelete: 'Are you sure you want to delete this product?',
  /** Said after a delete that archived instead (the product has orders). */
  archivedNote:
    'This product has orders, so it was archived: it is hidden from the shop and old orders keep it.',
  notFound: 'Product not found.',
  /** Restoring an archived product (spec audit 4.2). */
  restored: 'Product restored',
  restoredNote: 'It is back in the shop.',
  restoreFailed: 'Failed to restore product. Please try again.',
  // Validation (docs/product.md §7.2).
  nameRequired: 'Product name is required.',
  nameTooLong: 'Product name must be at most 200 characters.',
  priceRequired: 'Price is required.',
  pricePositive: 'Price must be greater than 0.',
  priceWhole: 'Price must be a whole number of paise.',
  priceTooHigh: 'Price must be at most ₹10,00,000.',
  categoryRequired: 'Please select a category.',
  catalogNumberRequired: 'Catalog number is required.',
  catalogNumberTooLong: 'Catalog number must be at most 50 characters.',
  descriptionTooLong: 'Description must be at most 5000 characters.',
  tooManyImages: 'You can add at most 5 images.',
  /** Spec audit 5.2: one catalog number per product, whatever its case. */
  catalogNumberTaken: (name: string) => `This catalog number is already used by "${name}".`,
  /** Issue 23: the stars come from verified buyers' reviews, not from the admin. */
  figuresComputed: 'Rating and reviews are computed from published reviews and cannot be set.',
  /** Spec audit 5.1: a product saved without stock would be hidden from the shop at once. */
  stockRequired: 'Stock quantity is required.',
  stockNotNegative: 'Stock quantity cannot be negative.',
  stockWhole: 'Stock quantity must be a whole number.',
  stockTooHigh: 'Stock quantity must be at most 1000000.',
  flagInvalid: 'Must be true or false.',
  mrpAbovePrice: 'MRP must be above the price.',
  mrpWhole: 'MRP must be a whole number of paise.',
  salePriceWhole: 'Sale price must be a whole number of paise greater than 0.',
  saleBelowPrice: 'Sale price must be below the price.',
  saleIncomplete: 'A sale needs its price, a start and an end.',
  saleEndsAfterStart: 'The sale must end after it starts.',
  saleDateInvalid: 'Enter a date and time.',
  emptyUpdate: 'Change at least one field.',
  // Made to order and one of a kind (decision 070).
  fulfilmentInvalid: 'Choose in stock, made to order or one of a kind.',
  makingDaysInvalid: 'Making time is a whole number of days from 1 to 90.',
  makingDaysRequired: 'A made-to-order piece needs its making time in days.',
  makingDaysOrder: 'The most making days must be at least the fewest.',
  weeklyCapacityInvalid: 'Pieces a week is a whole number from 1 to 10000.',
  oneOfAKindStock: 'A one-of-a-kind piece has a stock of 0 or 1.',
} as const;
