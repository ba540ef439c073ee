import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GST_MESSAGES,
  gstSettingsSchema,
  invoicePdfHref,
  monthParamSchema,
  rateChangeSchema,
} from '#shared/gst/gst.schemas.ts';
import { csvChunks } from '../../lib/csv.ts';
import { AppError } from '../../lib/errors.ts';
import { optionalSessionUser } from '../../plugins/optional-session.ts';
import { documentsBetween, loadInvoice, readGstSettings, saveGstSettings } from './gst.service.ts';
import { EXPORT_FILES, exportCsv, monthRange } from './gst-export.ts';
import { invoiceHtml } from './invoice-html.ts';
import { addRateChange, ratesView } from './rates.service.ts';

async function* oneBatch<T>(rows: T) {
  yield rows;
}

const invoiceParams = z.object({ id: z.string().max(100) });
const invoiceQuery = z.object({ token: z.string().max(200).optional() });

/**
 * GST (decision 038): an order's invoice as a printable page and a PDF, for whoever may see the order (its
 * owner, an admin, the guest's link: app.orders.viewOrder, 404 for anyone else); the admin's GST settings
 * and the monthly export (everything under /api/admin is admin-only through the auth guard).
 */
export const gstRoutes: FastifyPluginAsyncZod = async (app) => {
  async function invoiceFor(
    request: {
      params: { id: string };
      query: { token?: string | undefined };
    },
    reply: Parameters<typeof optionalSessionUser>[2],
    raw: Parameters<typeof optionalSessionUser>[1],
  ) {
    const user = await optionalSessionUser(app, raw, reply);
    const order = await app.orders.viewOrder(request.params.id, { user, token: request.query.token });
    const invoice = await loadInvoice(app.db, order.id);
    if (!invoice) throw new AppError('NOT_FOUND', GST_MESSAGES.invoiceNotFound);
    reply.header('cache-control', 'no-store');
    reply.header('referrer-policy', 'no-referrer');
    return invoice;
  }

  app.get(
    '/api/orders/:id/invoice',
    {
      schema: {
        tags: ['orders'],
        summary:
          "The order's tax invoice (or bill of supply) as a printable page: the owner, an admin or ?token=; 404 otherwise or before it is issued",
        params: invoiceParams,
        querystring: invoiceQuery,
      },
    },
    async (request, reply) => {
      const invoice = await invoiceFor(request, reply, request);
      return reply
        .type('text/html; charset=utf-8')
        .send(invoiceHtml(invoice, invoicePdfHref(invoice.orderId, request.query.token)));
    },
  );

  app.get(
    '/api/orders/:id/invoice.pdf',
    {
      schema: {
        tags: ['orders'],
        summary: "The order's invoice as a PDF download; who may see it as for the page",
        params: invoiceParams,
        querystring: invoiceQuery,
      },
    },
    async (request, reply) => {
      const invoice = await invoiceFor(request, reply, request);
      const name = `invoice-${invoice.number.replaceAll('/', '-')}.pdf`;
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${name}"`)
          // pdfkit and its fonts load with the first PDF: a server that never sends one never holds them.
          .send(await (await import('./invoice-pdf.ts')).invoicePdf(invoice))
      );
    },
  );

  app.get(
    '/api/admin/gst/settings',
    {
      schema: {
        tags: ['admin', 'gst'],
        summary: 'GST settings: registration, GSTIN, legal name and address, numbering, category defaults',
      },
    },
    async () => readGstSettings(app.db),
  );

  app.put(
    '/api/admin/gst/settings',
    {
      schema: {
        tags: ['admin', 'gst'],
        summary:
          'Save the GST settings (GSTIN checked: format, check character, the store state); invoices issued after use them',
        body: gstSettingsSchema,
      },
    },
    async (request) => saveGstSettings(app.db, request.body),
  );

  app.get(
    '/api/admin/gst/rates',
    {
      schema: {
        tags: ['admin', 'gst'],
        summary:
          "The dated GST rate table (the law's and the admin's changes) and the products whose rate changed or will",
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send(await ratesView(app.db, new Date())),
  );

  app.post(
    '/api/admin/gst/rates',
    {
      schema: {
        tags: ['admin', 'gst'],
        summary:
          'Add a rate change for an HSN code from a day after today; invoices from that India day on use it (409: that code and day have one)',
        body: rateChangeSchema,
      },
    },
    async (request, reply) => {
      await addRateChange(app.db, request.body, request.sessionUser?.id ?? null, new Date());
      return reply.code(201).send({ message: GST_MESSAGES.rateChangeAdded });
    },
  );

  app.get(
    '/api/admin/gst/export/:month/:file',
    {
      schema: {
        tags: ['admin', 'gst'],
        summary:
          "A month's GST export as CSV (India time): b2c (by place of supply and rate), b2b (per invoice and rate), hsn (summary), credit-notes",
        params: monthParamSchema.extend({
          file: z.string().regex(new RegExp(`^(${EXPORT_FILES.join('|')})\\.csv$`)),
        }),
      },
    },
    async (request, reply) => {
      const { month, file } = request.params;
      const { from, to } = monthRange(month);
      const kind = file.replace(/\.csv$/, '') as (typeof EXPORT_FILES)[number];
      const { header, rows } = exportCsv(kind, await documentsBetween(app.db, from, to));
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="gst-${kind}-${month}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(Readable.from(csvChunks(header, oneBatch(rows))));
    },
  );
};
