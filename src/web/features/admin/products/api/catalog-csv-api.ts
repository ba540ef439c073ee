import type { CatalogDryRun } from '#shared/catalog/catalog-csv.schemas.ts';
import type { CatalogImportEvent, CsvProblem } from '#shared/catalog/catalog-csv.ts';
import { langOfPath } from '#shared/i18n/translate.ts';
import { ApiError, api } from '#web/lib/api-client.ts';

/** The whole catalog as CSV (decision 090): a plain link, so the browser downloads it as a file. */
export const CATALOG_EXPORT_HREF = '/api/admin/products/export.csv';

/** The import's form: the CSV as `file`, the optional zip as `images`. */
export function catalogForm(csv: File, zip: File | null): FormData {
  const form = new FormData();
  form.append('file', csv);
  if (zip) form.append('images', zip);
  return form;
}

export const dryRunCatalog = (form: FormData) =>
  api.post<CatalogDryRun>('/admin/products/import/dry-run', form);

/** The import refused the file (its problems, found again since the dry run). */
export class CatalogProblemsError extends Error {
  constructor(readonly problems: CsvProblem[]) {
    super('The file has problems');
  }
}

/**
 * The import, its answer read line by line as the server streams it (NDJSON, decision 090): each line goes to
 * `onEvent` as it arrives, so the progress bar moves while the server works.
 */
export async function importCatalog(form: FormData, onEvent: (event: CatalogImportEvent) => void) {
  const response = await fetch('/api/admin/products/import', {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
    headers: { Accept: 'application/x-ndjson', 'X-Karigar-Lang': langOfPath(location.pathname) },
  });
  if (!response.ok || !response.body) {
    const payload = await response.json().catch(() => null);
    if (payload?.problems?.length) throw new CatalogProblemsError(payload.problems);
    throw new ApiError(response.status, payload?.error?.code ?? 'INTERNAL', payload?.error?.message ?? '');
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffered += value;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) onEvent(JSON.parse(line) as CatalogImportEvent);
    if (done) break;
  }
}
