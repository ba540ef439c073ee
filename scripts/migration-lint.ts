/**
 * The migration linter (issue 40, decision 053): a migration runs while the previous release still serves
 * (rolling deploys, the one-shot migrate service), so it must only add. A statement that destroys what old code
 * reads, or takes a lock that stops the shop while it rewrites or scans a table, fails unless the line before
 * it (in its statement) says why it is safe:
 *
 *   -- migration-lint: allow drop-column: no release since 0.9 reads it
 *
 * scripts/migration-lint.test.ts runs it over drizzle/*.sql, and over fixtures that each rule must catch.
 */

export const RULES = {
  'drop-table': 'DROP TABLE removes data the running release still reads',
  'drop-column':
    'DROP COLUMN removes data the running release still reads (drop it a release after the code stops)',
  rename: 'RENAME breaks the running release, which still uses the old name (add, copy, then drop later)',
  'alter-type':
    'ALTER COLUMN … TYPE rewrites the table under an exclusive lock (add a new column, backfill, switch)',
  'set-not-null':
    'SET NOT NULL scans the whole table under an exclusive lock (add a CHECK … NOT VALID, VALIDATE it, then set)',
  'not-null-without-default':
    'ADD COLUMN … NOT NULL without a DEFAULT fails on a table with rows and breaks inserts by the running release',
  'index-locks-writes':
    'CREATE INDEX without CONCURRENTLY blocks writes to a growing table while it builds (CONCURRENTLY in a migration of its own, or mark it)',
  'constraint-validates':
    'ADD CONSTRAINT (FOREIGN KEY or CHECK) scans a growing table under lock (add it NOT VALID, then VALIDATE CONSTRAINT)',
} as const;

/**
 * Tables that grow with trade and traffic: a scan or an index build on them holds the shop up for as long as
 * it takes. Every other table is small by nature (settings, the catalog, content). The test fails on a table
 * named in neither list, so each new one is decided.
 */
export const GROWING_TABLES = [
  'orders',
  'order_items',
  'order_status_history',
  'order_notes',
  'order_returns',
  'payments',
  'invoices',
  'credit_notes',
  'coupon_redemptions',
  'idempotency_keys',
  'email_outbox',
  'login_activities',
  'auth_attempts',
  'rate_limit',
  'rate_limit_windows',
  'session',
  'verification',
  'user',
  'account',
  'customer_profiles',
  'user_addresses',
  'wishlist_items',
  'product_reviews',
  'review_helpful_votes',
  'blog_comments',
  'audit_log',
  'whatsapp_consents',
  'shipments',
  'shipment_events',
  'stock_requests',
  'return_requests',
  'return_request_photos',
  // A cart per known shopper, and the orders recovered from them (decision 075).
  'remembered_carts',
  'cart_recoveries',
];
export const SMALL_TABLES = [
  'products',
  // A product's variants: a catalog's size (decision 066).
  'product_variants',
  'blog_posts',
  'blog_categories',
  'homepage_content',
  // The policy pages and the owner's free pages (decision 077).
  'site_pages',
  'store_settings',
  'testimonials',
  'coupons',
  'store_offers',
  'whatsapp_settings',
  'cart_recovery_settings',
  'staff_invitations',
  'document_counters',
  'gst_settings',
  'delivery_settings',
  'shipping_zones',
  'unserviceable_pincodes',
  'shipping_settings',
  'gst_rate_changes',
  'pending_sign_ups',
  'two_factor',
  // Refunds are a few per hundred orders.
  'refunds',
  'refund_requests',
  // Search (decision 067): a document per product, the owner's synonym groups, misses capped at 1,000.
  'search_documents',
  'search_synonyms',
  'search_misses',
  // A product's old slugs (decision 088): a few per product, as many as its renames.
  'product_slug_redirects',
];
const growing = new Set(GROWING_TABLES);
export type Rule = keyof typeof RULES;

export interface Finding {
  file: string;
  rule: Rule;
  statement: string;
}

const MARK = /--\s*migration-lint:\s*allow\s+([a-z-]+(?:\s*,\s*[a-z-]+)*)\s*:\s*\S/gi;
const name = String.raw`(?:"((?:[^"]|"")+)"|([a-zA-Z_][\w$]*))(?:\.(?:"((?:[^"]|"")+)"|([a-zA-Z_][\w$]*)))?`;
const tableOf = (m: RegExpExecArray, at: number) =>
  ((m[at + 2] ?? m[at + 3]) ? (m[at + 2] ?? m[at + 3]) : (m[at] ?? m[at + 1]))!;

/** The statements of a drizzle-kit migration (split at its breakpoints and at semicolons ending a line). */
export function statements(sql: string): string[] {
  return sql
    .split('--> statement-breakpoint')
    .flatMap((chunk) => (chunk.includes('$$') ? [chunk] : chunk.split(/;[ \t]*(?:\r?\n|$)/)))
    .map((s) => s.trim())
    .filter((s) => s.replace(/--[^\n]*/g, '').trim() !== '');
}

/** The rules a statement's own comments allow. */
function allowed(statement: string): Set<string> {
  const rules = new Set<string>();
  for (const m of statement.matchAll(MARK))
    for (const rule of m[1]!.split(',')) rules.add(rule.trim().toLowerCase());
  return rules;
}

/** The rules one statement breaks; `created` names the tables made earlier in the same migration (empty ones). */
export function check(statement: string, created: ReadonlySet<string>): Rule[] {
  const sql = statement
    .replace(/--[^\n]*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const found: Rule[] = [];
  const alter = new RegExp(`^ALTER TABLE (?:IF EXISTS )?(?:ONLY )?${name} (.*)$`, 'i').exec(sql);
  if (alter) {
    const table = tableOf(alter, 1);
    const rest = alter[5]!;
    const isNew = created.has(table);
    if (/\bDROP COLUMN\b/i.test(rest)) found.push('drop-column');
    if (/\bRENAME\b/i.test(rest)) found.push('rename');
    if (/\bALTER (?:COLUMN )?\S+ (?:SET DATA )?TYPE\b/i.test(rest) && !isNew) found.push('alter-type');
    if (/\bSET NOT NULL\b/i.test(rest) && !isNew) found.push('set-not-null');
    if (
      /\bADD (?:COLUMN )?(?!CONSTRAINT\b)/i.test(rest) &&
      /\bNOT NULL\b/i.test(rest) &&
      !/\bDEFAULT\b/i.test(rest) &&
      !isNew
    )
      found.push('not-null-without-default');
    if (
      /\bADD CONSTRAINT \S+ (?:FOREIGN KEY|CHECK)\b/i.test(rest) &&
      !/\bNOT VALID\b/i.test(rest) &&
      !isNew &&
      growing.has(table)
    )
      found.push('constraint-validates');
  }
  if (/^DROP TABLE\b/i.test(sql)) found.push('drop-table');
  const index = new RegExp(
    `^CREATE (?:UNIQUE )?INDEX (CONCURRENTLY )?(?:IF NOT EXISTS )?\\S+ ON (?:ONLY )?${name}`,
    'i',
  ).exec(sql);
  if (index && !index[1] && growing.has(tableOf(index, 2)) && !created.has(tableOf(index, 2)))
    found.push('index-locks-writes');
  const marks = allowed(statement);
  return found.filter((rule) => !marks.has(rule));
}

/** Every finding in one migration file's SQL. */
export function lintMigration(file: string, sql: string): Finding[] {
  const created = new Set<string>();
  const findings: Finding[] = [];
  for (const statement of statements(sql)) {
    const flat = statement
      .replace(/--[^\n]*/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    const table = new RegExp(`^CREATE TABLE (?:IF NOT EXISTS )?${name}`, 'i').exec(flat);
    if (table) created.add(tableOf(table, 1));
    for (const rule of check(statement, created))
      findings.push({ file, rule, statement: flat.slice(0, 160) });
  }
  return findings;
}
