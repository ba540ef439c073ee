import type { FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { type AuditEntry, runAudited, writeAuditIfPending } from '../features/audit/audit.service.ts';
import { ADMIN_PREFIX, accessFor } from './auth-guard.ts';

const WRITES: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const VERB: Record<string, string> = { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };

/** Fields never copied into the log. */
const SECRET_FIELD = /password|secret|token|otp|api.?key|access.?key/i;
const LONGEST_TEXT = 120;
const MOST_ITEMS = 20;

/** The request's fields as the log keeps them: secrets hidden, long texts (images as data) cut. */
export function loggedFields(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') {
    return value.length > LONGEST_TEXT
      ? `${value.slice(0, LONGEST_TEXT)}… (${value.length} characters)`
      : value;
  }
  if (value === null || typeof value !== 'object') return value;
  if (depth >= 3) return Array.isArray(value) ? `(${value.length} items)` : '(…)';
  if (Array.isArray(value)) return value.slice(0, MOST_ITEMS).map((item) => loggedFields(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      SECRET_FIELD.test(key) ? '(hidden)' : loggedFields(field, depth + 1),
    ]),
  );
}

/**
 * What a route is about, from its path: `/api/admin/products/:id/restore` → products, the id, 'restore';
 * `/api/admin/blog/posts` with POST → blog/posts, 'create'.
 */
export function describeRoute(method: string, url: string, params: Record<string, string>) {
  const path = url.startsWith(`${ADMIN_PREFIX}/`)
    ? url.slice(ADMIN_PREFIX.length + 1)
    : url.replace(/^\/api\//, '');
  const segments = path.split('/');
  const firstParam = segments.findIndex((segment) => segment.startsWith(':'));
  const literal = firstParam === -1 ? segments : segments.slice(0, firstParam);
  const tail = firstParam === -1 ? [] : segments.slice(firstParam + 1).filter((s) => !s.startsWith(':'));
  const idName = firstParam === -1 ? undefined : segments[firstParam]!.slice(1);
  return {
    entityType: literal.join('/'),
    entityId: idName ? (params[idName] ?? null) : null,
    action: tail.length ? tail.join('/') : (VERB[method] ?? method.toLowerCase()),
  };
}

function summaryOf(changes: Record<string, unknown>, noted: boolean): string {
  const parts = Object.entries(changes).map(([field, value]) => {
    if (noted) {
      const { from, to } = value as { from: unknown; to: unknown };
      return `${field}: ${JSON.stringify(from)} → ${JSON.stringify(to)}`;
    }
    return `${field}: ${JSON.stringify(value)}`;
  });
  const text = parts.join('; ');
  return text.length > 500 ? `${text.slice(0, 500)}…` : text;
}

function entryFor(request: FastifyRequest, method: string, url: string) {
  return (noted: Record<string, { from: unknown; to: unknown }> | null): AuditEntry => {
    const user = request.sessionUser;
    const sent = loggedFields(request.body ?? {}) as Record<string, unknown>;
    const changes = noted ?? (typeof sent === 'object' && sent !== null ? sent : {});
    return {
      actorId: user?.id ?? null,
      actorEmail: user?.email ?? '(unknown)',
      actorRole: user?.role ?? '(unknown)',
      ...describeRoute(method, url, (request.params ?? {}) as Record<string, string>),
      summary: summaryOf(changes, noted !== null),
      changes: noted ? (loggedFields(noted) as Record<string, unknown>) : changes,
    };
  };
}

/**
 * The audit log's one hook (decision 037): every admin route that writes (POST, PUT, PATCH, DELETE on an
 * admin path) runs with its entry pending. The first transaction it opens carries the row (see
 * `auditTransactions`); a write without a transaction gets its row after a 2xx answer. Routes
 * registered later, by any feature, are covered without a line of their own.
 */
export const auditTrailPlugin = fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      if (accessFor(route.url) !== 'admin') return;
      const methods = [route.method].flat().filter((method) => WRITES.has(method));
      if (methods.length === 0) return;
      const handler = route.handler as RouteHandlerMethod;
      const url = route.url;
      route.handler = async function audited(request, reply) {
        return runAudited(entryFor(request, request.method, url), async () => {
          const result = await handler.call(this, request, reply);
          if (reply.statusCode < 400) await writeAuditIfPending(app.db);
          return result;
        });
      };
    });
  },
  { name: 'audit-trail', dependencies: ['auth-guard'] },
);
