import { parse } from 'csv-parse/sync';
import {
  CATALOG_CSV_COLUMNS,
  CATALOG_CSV_LIMITS,
  type CsvProblem,
  CATALOG_CSV_MESSAGES as M,
  optionColumn,
  PRODUCT_COLUMNS,
  paiseOf,
  unneutralised,
} from '#shared/catalog/catalog-csv.ts';
import type { ProductCreateInput } from '#shared/catalog/product-admin.schemas.ts';
import { isProductSlug } from '#shared/catalog/product-slugs.ts';
import type { ProductVariantsInput } from '#shared/catalog/variant-admin.schemas.ts';
import { MAX_OPTION_AXES, type OptionAxis } from '#shared/catalog/variants.ts';
import { CATEGORIES, CATEGORY_NAMES_HI } from '#shared/constants/categories.ts';
import { FULFILMENTS, type Fulfilment } from '#shared/delivery/delivery.ts';
import type { CsvProduct, CsvVariant } from './csv-model.ts';

/** One data row: its spreadsheet number (the header is 1) and its cells by column, the export's ' taken off. */
export interface CsvRow {
  row: number;
  cells: Record<string, string>;
}

/** A product read from the file, with the row of each variant (the same order) and the first row of the handle. */
export interface ReadProduct {
  product: CsvProduct;
  rows: number[];
  /** The product form's and the variant grid's values, once every rule of the product holds. */
  parsed?: { fields: ProductCreateInput; grid: ProductVariantsInput };
}

export class Problems {
  readonly list: CsvProblem[] = [];
  add(row: number, column: string, message: string) {
    if (!this.list.some((p) => p.row === row && p.column === column))
      this.list.push({ row, column, message });
  }
}

/** The file's rows; problems of the file as a whole (unreadable, a column unknown or missing) are row 1's. */
export function readCsv(text: string, problems: Problems): CsvRow[] {
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true });
  } catch (error) {
    problems.add(1, '', M.unreadable((error as Error).message));
    return [];
  }
  const [header, ...data] = records;
  if (!header?.includes('Handle')) {
    problems.add(1, '', M.notCsv);
    return [];
  }
  if (data.length > CATALOG_CSV_LIMITS.rows) {
    problems.add(1, '', M.tooManyRows);
    return [];
  }
  const names = header.map((name) => name.trim());
  const extraAxis = (name: string) => /^Option([4-9]|\d{2,}) (Name|Value)/.test(name);
  for (const name of names) {
    if (!CATALOG_CSV_COLUMNS.includes(name) && !extraAxis(name)) problems.add(1, name, M.unknownColumn(name));
  }
  for (const name of ['Handle', 'Title', 'Variant SKU', 'Variant Price']) {
    if (!names.includes(name)) problems.add(1, name, M.missingColumn(name));
  }
  return data.map((record, i) => {
    const cells: Record<string, string> = {};
    names.forEach((name, k) => {
      cells[name] = unneutralised(record[k] ?? '').trim();
    });
    const row = i + 2;
    for (const name of names.filter(extraAxis)) if (cells[name]) problems.add(row, name, M.tooManyOptions);
    return { row, cells };
  });
}

const TRUE = /^(true|yes|1)$/i;
const FALSE = /^(false|no|0)$/i;

/** Cells read as the CSV's types; each misread cell a problem of its row and column. */
class CellReader {
  constructor(
    private readonly problems: Problems,
    private readonly at: CsvRow,
  ) {}
  text = (column: string) => this.at.cells[column] ?? '';
  flag(column: string, fallback: boolean): boolean {
    const cell = this.text(column);
    if (cell === '') return fallback;
    if (TRUE.test(cell)) return true;
    if (FALSE.test(cell)) return false;
    this.problems.add(this.at.row, column, M.flag);
    return fallback;
  }
  whole(column: string): number | null {
    const cell = this.text(column).replace(/,/g, '');
    if (cell === '') return null;
    if (/^-?\d{1,9}$/.test(cell)) return Number(cell);
    this.problems.add(this.at.row, column, M.whole);
    return null;
  }
  money(column: string): number | null {
    const cell = this.text(column);
    if (cell === '') return null;
    const paise = paiseOf(cell);
    if (paise === null) this.problems.add(this.at.row, column, M.money);
    return paise;
  }
  date(column: string): string | null {
    const cell = this.text(column);
    if (cell === '') return null;
    const time = Date.parse(cell);
    if (Number.isNaN(time) || !/^\d{4}-\d{2}-\d{2}/.test(cell)) {
      this.problems.add(this.at.row, column, M.date);
      return null;
    }
    return new Date(time).toISOString();
  }
  images = (column: string): string[] => this.text(column).split(/\s+/).filter(Boolean);
}

function categoryOf(cell: string): string | null {
  const wanted = cell.toLowerCase();
  return CATEGORIES.find((c) => c.toLowerCase() === wanted || CATEGORY_NAMES_HI[c] === cell) ?? null;
}

/** The product's columns must agree on every row of the handle: a later row's non-blank cell differs → a problem. */
function agreedCells(rows: CsvRow[], problems: Problems): CsvRow {
  const first = rows[0]!;
  const cells = { ...first.cells };
  const columns = [
    ...PRODUCT_COLUMNS,
    ...Array.from({ length: MAX_OPTION_AXES }, (_, i) => [
      optionColumn(i, 'Name'),
      optionColumn(i, 'Name (Hindi)'),
    ]).flat(),
  ];
  for (const column of columns) {
    const from = rows.find((r) => r.cells[column]);
    if (!from) continue;
    cells[column] = from.cells[column]!;
    for (const other of rows) {
      const cell = other.cells[column];
      if (cell && cell !== cells[column]) problems.add(other.row, column, M.disagrees(from.row));
    }
  }
  return { row: first.row, cells };
}

function productFields(at: CsvRow, problems: Problems) {
  const read = new CellReader(problems, at);
  const handle = read.text('Handle');
  if (!isProductSlug(handle)) problems.add(at.row, 'Handle', M.handleInvalid);
  const categoryCell = read.text('Category');
  const category = categoryOf(categoryCell);
  if (!category) problems.add(at.row, 'Category', M.category(categoryCell));
  const fulfilmentCell =
    read
      .text('Fulfilment')
      .toLowerCase()
      .replace(/[\s-]+/g, '_') || 'stock';
  const known = (FULFILMENTS as readonly string[]).includes(fulfilmentCell);
  if (!known) problems.add(at.row, 'Fulfilment', M.fulfilment);
  const fulfilment = known ? (fulfilmentCell as Fulfilment) : 'stock';
  let personalisation = [];
  const json = read.text('Personalisation (JSON)');
  try {
    personalisation = json ? JSON.parse(json) : [];
  } catch {
    problems.add(at.row, 'Personalisation (JSON)', M.json);
  }
  return {
    handle,
    name: read.text('Title'),
    nameHi: read.text('Title (Hindi)'),
    description: read.text('Description'),
    descriptionHi: read.text('Description (Hindi)'),
    category: category ?? categoryCell,
    catalogNumber: read.text('Catalog Number'),
    inStock: read.flag('In Stock', true),
    featured: read.flag('Featured', false),
    feedExcluded: read.flag('Leave Out of Feeds', false),
    fulfilment,
    makingDaysMin: read.whole('Making Days Min'),
    makingDaysMax: read.whole('Making Days Max'),
    weeklyCapacity: read.whole('Weekly Capacity'),
    hsnCode: read.text('HSN') || null,
    gstRate: read.whole('GST Rate'),
    personalisation,
    images: read.images('Image Src'),
  };
}

/** The axes named on the handle's first rows, their values in the order the rows give them. */
function axesOf(agreed: CsvRow, rows: CsvRow[], problems: Problems): OptionAxis[] {
  const axes: OptionAxis[] = [];
  const seen = new Map<string, number>();
  for (let i = 0; i < MAX_OPTION_AXES; i++) {
    const name = agreed.cells[optionColumn(i, 'Name')] ?? '';
    for (const at of rows) {
      const value = at.cells[optionColumn(i, 'Value')] ?? '';
      if (value && !name) problems.add(at.row, optionColumn(i, 'Value'), M.valueWithoutName);
      if (name && !value) problems.add(at.row, optionColumn(i, 'Value'), M.nameWithoutValue);
    }
    if (!name) continue;
    const axis: OptionAxis = {
      name,
      ...(agreed.cells[optionColumn(i, 'Name (Hindi)')]
        ? { nameHi: agreed.cells[optionColumn(i, 'Name (Hindi)')] }
        : {}),
      values: [],
    };
    for (const at of rows) {
      const label = at.cells[optionColumn(i, 'Value')] ?? '';
      if (!label) continue;
      const labelHi = at.cells[optionColumn(i, 'Value (Hindi)')] ?? '';
      const swatch = (at.cells[optionColumn(i, 'Swatch')] ?? '').toLowerCase();
      const key = `${i}\u0000${label.toLowerCase()}`;
      const known = axis.values.find((v) => v.label.toLowerCase() === label.toLowerCase());
      if (!known) {
        seen.set(key, at.row);
        axis.values.push({ label, ...(labelHi ? { labelHi } : {}), ...(swatch ? { swatch } : {}) });
      } else if ((known.labelHi ?? '') !== labelHi || (known.swatch ?? '') !== swatch) {
        problems.add(at.row, optionColumn(i, 'Value'), M.valueDisagrees(seen.get(key)!));
      }
    }
    if (axis.values.length > 0) axes.push(axis);
  }
  return axes;
}

function variantOf(at: CsvRow, axes: OptionAxis[], problems: Problems): CsvVariant {
  const read = new CellReader(problems, at);
  const stock = read.whole('Stock');
  const activeCell = read.text('Active');
  return {
    options: axes.map((_, i) => read.text(optionColumn(i, 'Value'))),
    sku: read.text('Variant SKU'),
    price: read.money('Variant Price') ?? 0,
    mrp: read.money('Variant MRP'),
    salePrice: read.money('Variant Sale Price'),
    saleStartsAt: read.date('Variant Sale Starts'),
    saleEndsAt: read.date('Variant Sale Ends'),
    stockQuantity: stock,
    weightGrams: read.whole('Weight (g)'),
    hsnCode: read.text('Variant HSN') || null,
    gstRate: read.whole('Variant GST Rate'),
    active: activeCell === '' ? true : read.flag('Active', true),
    images: read.text('Variant Image') ? read.images('Variant Image') : null,
  };
}

/** The file's products by handle, in the file's order; a row without a handle is a problem of its own. */
export function readProducts(rows: CsvRow[], problems: Problems): ReadProduct[] {
  const byHandle = new Map<string, CsvRow[]>();
  for (const at of rows) {
    const handle = at.cells.Handle ?? '';
    if (!handle) {
      problems.add(at.row, 'Handle', M.handleRequired);
      continue;
    }
    byHandle.set(handle, [...(byHandle.get(handle) ?? []), at]);
  }
  return [...byHandle.values()].map((group) => {
    const agreed = agreedCells(group, problems);
    const options = axesOf(agreed, group, problems);
    const variants = group.map((at) => variantOf(at, options, problems));
    const fields = productFields(agreed, problems);
    // A blank catalog number is the first variant's SKU, as a product added in the form has.
    const product: CsvProduct = {
      ...fields,
      catalogNumber: fields.catalogNumber || (variants[0]?.sku ?? ''),
      options,
      variants,
    };
    return { product, rows: group.map((at) => at.row) };
  });
}
