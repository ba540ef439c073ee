import { z } from 'zod';

export * from './catalog-csv.ts';

export const csvProblemSchema = z.object({
  row: z.number().int().describe("the spreadsheet's row number (the header is row 1)"),
  column: z.string().describe("the column's header ('' for the file as a whole)"),
  message: z.string(),
});

export const catalogImportSummarySchema = z.object({
  created: z.number().int().describe('products the file adds (by a handle the shop does not have)'),
  updated: z.number().int().describe('products it changes (by handle)'),
  unchanged: z.number().int().describe('products it names as they are'),
  variants: z.number().int().describe('rows of the file'),
});

/** POST /api/admin/products/import/dry-run: every problem (none: the file may be imported) and what it would do. */
export const catalogDryRunSchema = z.object({
  problems: z.array(csvProblemSchema),
  summary: catalogImportSummarySchema,
});
export type CatalogDryRun = z.infer<typeof catalogDryRunSchema>;
