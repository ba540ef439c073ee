import { PassThrough } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CATALOG_CSV_COLUMNS,
  CATALOG_CSV_LIMITS,
  type CatalogImportEvent,
  catalogDryRunSchema,
  CATALOG_CSV_MESSAGES as M,
} from '#shared/catalog/catalog-csv.schemas.ts';
import { sendCsv } from '../../../lib/csv.ts';
import { AppError } from '../../../lib/errors.ts';
import { CACHE_TAGS } from '../../../lib/public-cache.ts';
import type { Storage } from '../../../lib/storage.ts';
import { leaveUnaudited } from '../../audit/audit.service.ts';
import { catalogCsvBatches } from './csv-export.ts';
import { applyCatalogImport, type CatalogImportPlan, planCatalogImport } from './csv-import.ts';

const tags = ['admin', 'catalog'];
const fileError = (
  field: string,
  message: string,
  code: 'VALIDATION_FAILED' | 'PAYLOAD_TOO_LARGE' = 'VALIDATION_FAILED',
) => new AppError(code, message, { [field]: message });

export interface CatalogCsvOptions {
  storage: Storage;
  /** After a committed import: the mails of a restock's claimed requests (decision 073). */
  restocked?: () => void;
  /** Tests only: images by URL may come from the local stand-in server. */
  allowPrivateImageHosts?: boolean;
}

/**
 * The catalog as CSV (issue 41 point 5, decision 090): the export, the dry run and the import, admins only (the
 * export is an export, the rest the catalog's area: src/shared/staff/permissions.ts).
 */
export const catalogCsvRoutes: FastifyPluginAsyncZod<CatalogCsvOptions> = async (app, opts) => {
  await app.register(multipart, {
    limits: { fileSize: CATALOG_CSV_LIMITS.zipBytes, files: 2, fields: 2, fieldSize: 100, parts: 4 },
  });
  const options = {
    storage: opts.storage,
    publicUrl: app.config.publicUrl,
    fetch: {
      timeoutMs: CATALOG_CSV_LIMITS.fetchSeconds * 1000,
      allowPrivate: opts.allowPrivateImageHosts ?? false,
    },
  };

  /** The form's CSV (`file`) and optional zip of images (`images`), each within its limit; 400 naming the field. */
  async function readForm(request: FastifyRequest) {
    if (!request.isMultipart()) throw fileError('file', M.fileRequired);
    let csv: Buffer | undefined;
    let zip: Buffer | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') continue;
        if (part.fieldname === 'file') csv = await part.toBuffer();
        else if (part.fieldname === 'images') zip = await part.toBuffer();
        else part.file.resume();
      }
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw fileError(csv ? 'images' : 'file', csv ? M.zipTooLarge : M.tooLarge, 'PAYLOAD_TOO_LARGE');
      throw error;
    }
    if (!csv?.length) throw fileError('file', M.fileRequired);
    if (csv.length > CATALOG_CSV_LIMITS.csvBytes) throw fileError('file', M.tooLarge, 'PAYLOAD_TOO_LARGE');
    return planCatalogImport(app.db, options, csv.toString('utf8'), zip?.length ? zip : null);
  }

  app.get(
    '/api/admin/products/export.csv',
    {
      schema: {
        tags,
        summary: `The whole catalog (archived products left out) as CSV, one row per variant, money in rupees; UTF-8 with a BOM, a cell starting with = + - @ written with a leading '. Columns: ${CATALOG_CSV_COLUMNS.join(', ')}`,
      },
    },
    async (_request, reply) =>
      sendCsv(
        reply,
        'karigar-catalog',
        new Date(),
        CATALOG_CSV_COLUMNS,
        catalogCsvBatches(app.db, app.config.publicUrl),
        (row) => row,
      ),
  );

  app.post(
    '/api/admin/products/import/dry-run',
    {
      schema: {
        tags,
        summary:
          'Check a catalog CSV (multipart `file`, optional zip of images `images`) without writing anything: every problem with its row and column, and how many products it would create, update and leave unchanged',
        consumes: ['multipart/form-data'],
        response: { 200: catalogDryRunSchema },
      },
    },
    async (request) => {
      const { problems, summary } = await readForm(request);
      // Nothing changed, so nothing for the audit log either.
      leaveUnaudited();
      return { problems, summary };
    },
  );

  app.post(
    '/api/admin/products/import',
    {
      compress: false,
      schema: {
        tags,
        summary:
          "Import a catalog CSV (as the dry run takes it): 400 with `problems` beside the `error` when the dry run finds any, nothing written; else 200 `application/x-ndjson`, a line per step (`{type:'progress',phase:'images'|'products',done,total}`) then `{type:'done',summary}` or `{type:'failed'}`. Products are created or updated by handle, variants matched by SKU or option values, all in one transaction",
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      const plan: CatalogImportPlan = await readForm(request);
      if (plan.problems.length > 0) {
        leaveUnaudited();
        return reply
          .code(400)
          .send({ error: { code: 'VALIDATION_FAILED', message: M.failed }, problems: plan.problems });
      }
      const stream = new PassThrough();
      const send = (event: CatalogImportEvent) => stream.write(`${JSON.stringify(event)}\n`);
      reply
        .type('application/x-ndjson; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no');
      reply.send(stream);
      let last = 0;
      try {
        const summary = await applyCatalogImport(app.db, plan, (phase, done, total) => {
          // At most ten lines a second, and always the last of a phase.
          const now = Date.now();
          if (done < total && now - last < 100) return;
          last = now;
          send({ type: 'progress', phase, done, total });
        });
        app.publicCache.invalidate(CACHE_TAGS.products);
        opts.restocked?.();
        send({ type: 'done', summary });
      } catch (error) {
        request.log.error({ err: error }, 'catalog import failed');
        leaveUnaudited();
        send({ type: 'failed', message: M.importFailed, problems: [] });
      }
      stream.end();
      return reply;
    },
  );
};
