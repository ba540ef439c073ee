import { MAX_OPTION_AXES } from './variants.ts';

/*
 * The catalog as CSV (issue 41 point 5, decision 090): one row per variant, Shopify-like columns, money in rupees with
 * two decimals. The same columns are written by the export and read by the import, so a file round-trips. Zod-free:
 * the admin's Import dialog imports these texts.
 */

/** The product's columns: every row of a handle carries the same value (a blank cell on a later row means the same). */
export const PRODUCT_COLUMNS = [
  'Handle',
  'Title',
  'Title (Hindi)',
  'Description',
  'Description (Hindi)',
  'Category',
  'Catalog Number',
  'In Stock',
  'Featured',
  'Leave Out of Feeds',
  'Fulfilment',
  'Making Days Min',
  'Making Days Max',
  'Weekly Capacity',
  'HSN',
  'GST Rate',
  'Personalisation (JSON)',
  'Image Src',
] as const;

/** 'Option1 Name', 'Option1 Name (Hindi)', 'Option1 Value', 'Option1 Value (Hindi)', 'Option1 Swatch' … Option3. */
export const optionColumn = (
  axis: number,
  part: 'Name' | 'Name (Hindi)' | 'Value' | 'Value (Hindi)' | 'Swatch',
) => `Option${axis + 1} ${part}`;
const OPTION_PARTS = ['Name', 'Name (Hindi)', 'Value', 'Value (Hindi)', 'Swatch'] as const;
export const OPTION_COLUMNS = Array.from({ length: MAX_OPTION_AXES }, (_, axis) =>
  OPTION_PARTS.map((part) => optionColumn(axis, part)),
).flat();

export const VARIANT_COLUMNS = [
  'Variant SKU',
  'Variant Price',
  'Variant MRP',
  'Variant Sale Price',
  'Variant Sale Starts',
  'Variant Sale Ends',
  'Stock',
  'Weight (g)',
  'Variant HSN',
  'Variant GST Rate',
  'Active',
  'Variant Image',
] as const;

export const CATALOG_CSV_COLUMNS: readonly string[] = [
  ...PRODUCT_COLUMNS,
  ...OPTION_COLUMNS,
  ...VARIANT_COLUMNS,
];
export type ProductColumn = (typeof PRODUCT_COLUMNS)[number];
export type VariantColumn = (typeof VARIANT_COLUMNS)[number];

/** Several images in one cell: one per line (spaces separate them too). */
export const IMAGE_SEPARATOR = '\n';

/** Limits of one import: the CSV, the zip of images, and what it may hold. */
export const CATALOG_CSV_LIMITS = {
  csvBytes: 10 * 1024 * 1024,
  zipBytes: 50 * 1024 * 1024,
  rows: 10_000,
  zipEntries: 2_000,
  /** An image fetched by URL: the upload's 5 MB and this many seconds. */
  fetchSeconds: 10,
} as const;

/** One problem of a file: its row as a spreadsheet numbers it (the header is row 1), the column, what is wrong. */
export interface CsvProblem {
  row: number;
  column: string;
  message: string;
}

/** What an import did (or a dry run would do), by product. */
export interface CatalogImportSummary {
  created: number;
  updated: number;
  unchanged: number;
  variants: number;
}

/** The import's streamed lines (NDJSON, decision 090): progress, then the result or the problems. */
export type CatalogImportEvent =
  | { type: 'progress'; phase: 'images' | 'products'; done: number; total: number }
  | { type: 'done'; summary: CatalogImportSummary }
  | { type: 'failed'; message: string; problems: CsvProblem[] };

/** '1499.00' from 149900 paise: the file's money. */
export const rupeesOf = (paise: number): string => (paise / 100).toFixed(2);

/** Paise from a cell in rupees ('1499', '1,499.5', '₹1499.00'), or null when it is not an amount with at most 2 decimals. */
export function paiseOf(cell: string): number | null {
  const plain = cell.replace(/[₹,\s]/g, '').replace(/^rs\.?/i, '');
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * The export writes a cell starting with = + - @ tab or CR with a leading ' (OWASP's CSV injection advice, as every
 * export of the shop does); the import takes that ' off again, so a file read back holds what was written.
 */
export const unneutralised = (cell: string): string => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** The Import dialog's and the API's texts (docs/product.md §7.3a), quoted exactly. */
export const CATALOG_CSV_MESSAGES = {
  fileRequired: 'Choose a CSV file to import.',
  notCsv: 'The file must be a CSV with the export’s header row.',
  tooLarge: 'The CSV must be under 10 MB.',
  zipTooLarge: 'The zip of images must be under 50 MB.',
  notZip: 'The images file must be a zip.',
  tooManyRows: 'A file can have at most 10000 rows.',
  unknownColumn: (name: string) => `Unknown column "${name}".`,
  missingColumn: (name: string) => `The column "${name}" is missing.`,
  unreadable: (reason: string) => `The file could not be read as CSV: ${reason}`,
  handleRequired: 'Handle is required.',
  handleInvalid: 'Handle must be lowercase letters, digits and single hyphens, with a letter.',
  handleOldLink: (name: string) => `This handle is an old link of "${name}".`,
  disagrees: (first: number) => `Differs from row ${first} of the same handle.`,
  money: 'Enter an amount in rupees, like 1499.00.',
  whole: 'Enter a whole number.',
  flag: 'Enter TRUE or FALSE.',
  date: 'Enter a date and time, like 2026-12-01T10:00:00+05:30.',
  json: 'Enter the personalisation as JSON, as the export writes it.',
  category: (value: string) => `Unknown category "${value}".`,
  fulfilment: 'Enter stock, made_to_order or one_of_a_kind.',
  valueWithoutName: 'An option value needs its option name.',
  nameWithoutValue: 'Enter a value for this option.',
  tooManyOptions: 'A product can have at most 3 options.',
  valueDisagrees: (first: number) => `This value has another Hindi label or swatch in row ${first}.`,
  skuInFile: (row: number) => `This SKU is also in row ${row}.`,
  skuInShop: (name: string) => `This SKU is already used by "${name}".`,
  catalogNumberInFile: (row: number) => `This catalog number is also in row ${row}.`,
  catalogNumberInShop: (name: string) => `This catalog number is already used by "${name}".`,
  imageNotInZip: (name: string) => `"${name}" is not in the zip of images.`,
  imageNoZip: (name: string) => `"${name}" is a file name: add the zip of images.`,
  notAnImage: (name: string) => `"${name}" is not a JPG, PNG, GIF or WebP image.`,
  imageUnreachable: (url: string, reason: string) => `"${url}" could not be fetched: ${reason}`,
  imageNotFound: (path: string) => `"${path}" is not an image of this shop.`,
  failed: 'The file has problems: nothing was imported.',
  importFailed: 'The import failed: nothing was changed. Please try again.',
} as const;
