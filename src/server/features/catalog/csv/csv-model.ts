import {
  IMAGE_SEPARATOR,
  optionColumn,
  type ProductColumn,
  rupeesOf,
  type VariantColumn,
} from '#shared/catalog/catalog-csv.ts';
import type { PersonalisationField } from '#shared/catalog/personalisation.ts';
import { DEFAULT_PRODUCT_IMAGE } from '#shared/catalog/product.ts';
import type { OptionAxis } from '#shared/catalog/variants.ts';
import type { Fulfilment } from '#shared/delivery/delivery.ts';
import type { ProductRow } from '../catalog-admin.repo.ts';
import { type VariantRow, valuesOf } from '../variants.repo.ts';

/**
 * One product as the CSV holds it (decision 090): the export builds it from the rows, the import from the file, and
 * the two are compared to tell an unchanged product. Images are their URLs as stored (site paths stay paths).
 */
export interface CsvProduct {
  handle: string;
  name: string;
  nameHi: string;
  description: string;
  descriptionHi: string;
  category: string;
  catalogNumber: string;
  inStock: boolean;
  featured: boolean;
  feedExcluded: boolean;
  fulfilment: Fulfilment;
  makingDaysMin: number | null;
  makingDaysMax: number | null;
  weeklyCapacity: number | null;
  hsnCode: string | null;
  gstRate: number | null;
  personalisation: PersonalisationField[];
  /** [] for the placeholder. */
  images: string[];
  options: OptionAxis[];
  variants: CsvVariant[];
}

export interface CsvVariant {
  options: string[];
  sku: string;
  price: number;
  mrp: number | null;
  salePrice: number | null;
  saleStartsAt: string | null;
  saleEndsAt: string | null;
  stockQuantity: number | null;
  weightGrams: number | null;
  hsnCode: string | null;
  gstRate: number | null;
  active: boolean;
  /** null: the product's pictures. */
  images: string[] | null;
}

const urlsOf = (images: ReadonlyArray<{ url: string }>) =>
  images.map((image) => image.url).filter((url) => url !== DEFAULT_PRODUCT_IMAGE.url);

/** A stored product and its live variants, as the CSV holds them. */
export function csvProductOf(row: ProductRow, variants: readonly VariantRow[]): CsvProduct {
  return {
    handle: row.slug,
    name: row.name,
    nameHi: row.nameHi,
    description: row.description,
    descriptionHi: row.descriptionHi,
    category: row.category,
    catalogNumber: row.catalogNumber,
    inStock: row.inStock,
    featured: row.featured,
    feedExcluded: row.feedExcluded,
    fulfilment: row.fulfilment,
    makingDaysMin: row.makingDaysMin,
    makingDaysMax: row.makingDaysMax,
    weeklyCapacity: row.weeklyCapacity,
    hsnCode: row.hsnCode,
    gstRate: row.gstRate,
    personalisation: row.personalisation,
    images: urlsOf(row.images),
    options: row.options,
    variants: variants.map((v) => ({
      options: valuesOf(v, row.options.length),
      sku: v.sku,
      price: v.price,
      mrp: v.mrp,
      salePrice: v.salePrice,
      saleStartsAt: v.saleStartsAt?.toISOString() ?? null,
      saleEndsAt: v.saleEndsAt?.toISOString() ?? null,
      stockQuantity: v.stockQuantity,
      weightGrams: v.weightGrams,
      hsnCode: v.hsnCode,
      gstRate: v.gstRate,
      active: v.active,
      images: v.images ? urlsOf(v.images) : null,
    })),
  };
}

const flag = (value: boolean) => (value ? 'TRUE' : 'FALSE');
const text = (value: number | string | null) => (value === null ? '' : String(value));
const money = (paise: number | null) => (paise === null ? '' : rupeesOf(paise));

/**
 * The product's rows, one per variant, every row carrying the product's columns. `absolute` turns a site path into
 * the shop's address, so a spreadsheet's link opens it and another shop can fetch it.
 */
export function csvRowsOf(product: CsvProduct, absolute: (url: string) => string): Record<string, string>[] {
  const images = (urls: string[]) => urls.map(absolute).join(IMAGE_SEPARATOR);
  const shared: Record<ProductColumn, string> = {
    Handle: product.handle,
    Title: product.name,
    'Title (Hindi)': product.nameHi,
    Description: product.description,
    'Description (Hindi)': product.descriptionHi,
    Category: product.category,
    'Catalog Number': product.catalogNumber,
    'In Stock': flag(product.inStock),
    Featured: flag(product.featured),
    'Leave Out of Feeds': flag(product.feedExcluded),
    Fulfilment: product.fulfilment,
    'Making Days Min': text(product.makingDaysMin),
    'Making Days Max': text(product.makingDaysMax),
    'Weekly Capacity': text(product.weeklyCapacity),
    HSN: text(product.hsnCode),
    'GST Rate': text(product.gstRate),
    'Personalisation (JSON)': product.personalisation.length ? JSON.stringify(product.personalisation) : '',
    'Image Src': images(product.images),
  };
  return product.variants.map((variant) => {
    const options: Record<string, string> = {};
    product.options.forEach((axis, i) => {
      const value = axis.values.find((v) => v.label === variant.options[i]);
      options[optionColumn(i, 'Name')] = axis.name;
      options[optionColumn(i, 'Name (Hindi)')] = axis.nameHi ?? '';
      options[optionColumn(i, 'Value')] = variant.options[i] ?? '';
      options[optionColumn(i, 'Value (Hindi)')] = value?.labelHi ?? '';
      options[optionColumn(i, 'Swatch')] = value?.swatch ?? '';
    });
    const own: Record<VariantColumn, string> = {
      'Variant SKU': variant.sku,
      'Variant Price': money(variant.price),
      'Variant MRP': money(variant.mrp),
      'Variant Sale Price': money(variant.salePrice),
      'Variant Sale Starts': text(variant.saleStartsAt),
      'Variant Sale Ends': text(variant.saleEndsAt),
      Stock: text(variant.stockQuantity),
      'Weight (g)': text(variant.weightGrams),
      'Variant HSN': text(variant.hsnCode),
      'Variant GST Rate': text(variant.gstRate),
      Active: flag(variant.active),
      'Variant Image': variant.images ? images(variant.images) : '',
    };
    return { ...shared, ...options, ...own };
  });
}
