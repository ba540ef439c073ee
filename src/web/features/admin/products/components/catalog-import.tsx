import { useQueryClient } from '@tanstack/react-query';
import { Download, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { CatalogImportSummary, CsvProblem } from '#shared/catalog/catalog-csv.ts';
import { Button } from '#web/components/ui/button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { AdminDialog } from '../../shell/components/admin-dialog.tsx';
import {
  CATALOG_EXPORT_HREF,
  CatalogProblemsError,
  catalogForm,
  dryRunCatalog,
  importCatalog,
} from '../api/catalog-csv-api.ts';
import { refreshAfterProductWrite } from '../api/products-api.ts';
import { useProductsT } from '../i18n.ts';

type Step =
  | { name: 'choose' }
  | { name: 'checking' }
  | { name: 'checked'; problems: CsvProblem[]; summary: CatalogImportSummary }
  | { name: 'importing'; phase: 'images' | 'products'; done: number; total: number }
  | { name: 'done'; summary: CatalogImportSummary };

/** The Products tab's Export CSV link and Import CSV button with its dialog (docs/product.md §7.3a, decision 090). */
export function CatalogCsvActions() {
  const t = useProductsT();
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="secondary">
        <a href={CATALOG_EXPORT_HREF} download>
          <Download aria-hidden="true" size={18} strokeWidth={1.75} />
          {t('adminProducts.csv.export')}
        </a>
      </Button>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Upload aria-hidden="true" size={18} strokeWidth={1.75} />
        {t('adminProducts.csv.import')}
      </Button>
      <AdminDialog
        open={open}
        onOpenChange={setOpen}
        title={t('adminProducts.csv.importTitle')}
        description={t('adminProducts.csv.importDescription')}
      >
        {open && <CatalogImport onClose={() => setOpen(false)} />}
      </AdminDialog>
    </div>
  );
}

function CatalogImport({ onClose }: { onClose: () => void }) {
  const t = useProductsT();
  const id = useId();
  const queryClient = useQueryClient();
  const [csv, setCsv] = useState<File | null>(null);
  const [zip, setZip] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const busy = step.name === 'checking' || step.name === 'importing';

  const check = async () => {
    if (!csv) return;
    setStep({ name: 'checking' });
    try {
      setStep({ name: 'checked', ...(await dryRunCatalog(catalogForm(csv, zip))) });
    } catch (error) {
      toast.error(errorMessage(error, t('adminProducts.csv.failed')));
      setStep({ name: 'choose' });
    }
  };

  const run = async () => {
    if (!csv) return;
    setStep({ name: 'importing', phase: 'images', done: 0, total: 0 });
    try {
      await importCatalog(catalogForm(csv, zip), (event) => {
        if (event.type === 'progress') setStep({ name: 'importing', ...event });
        else if (event.type === 'done') setStep({ name: 'done', summary: event.summary });
        else throw new Error(event.message);
      });
      toast.success(t('adminProducts.csv.imported'));
      void refreshAfterProductWrite(queryClient);
    } catch (error) {
      if (error instanceof CatalogProblemsError) {
        setStep({ name: 'checked', problems: error.problems, summary: emptySummary });
      } else {
        toast.error(errorMessage(error, t('adminProducts.csv.failed')));
        setStep({ name: 'choose' });
      }
    }
  };

  const picked = (set: (file: File | null) => void) => (event: React.ChangeEvent<HTMLInputElement>) => {
    set(event.target.files?.[0] ?? null);
    setStep({ name: 'choose' });
  };

  if (step.name === 'done') {
    return (
      <div className="flex flex-col gap-4">
        {/* The bar stays, full, beside what the import did. */}
        <ImportProgress phase="products" done={writes(step.summary)} total={writes(step.summary)} finished />
        <p role="status" className="font-semibold">
          {t('adminProducts.csv.summary', countsOf(step.summary))}
        </p>
        <Button className="self-start" onClick={onClose}>
          {t('adminProducts.csv.close')}
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-csv`} className="font-semibold">
          {t('adminProducts.csv.file')}
        </label>
        <input
          id={`${id}-csv`}
          type="file"
          accept=".csv,text/csv"
          disabled={busy}
          onChange={picked(setCsv)}
          className={fileInputClass}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-zip`} className="font-semibold">
          {t('adminProducts.csv.images')}
        </label>
        <input
          id={`${id}-zip`}
          type="file"
          accept=".zip,application/zip"
          aria-describedby={`${id}-zip-note`}
          disabled={busy}
          onChange={picked(setZip)}
          className={fileInputClass}
        />
        <p id={`${id}-zip-note`} className="text-muted text-sm">
          {t('adminProducts.csv.imagesNote')}
        </p>
      </div>

      {step.name === 'importing' ? (
        <ImportProgress {...step} />
      ) : (
        <Button className="self-start" disabled={!csv || busy} onClick={() => void check()}>
          {step.name === 'checking' ? t('adminProducts.csv.checking') : t('adminProducts.csv.check')}
        </Button>
      )}

      {step.name === 'checked' &&
        (step.problems.length > 0 ? (
          <ProblemsTable problems={step.problems} />
        ) : (
          <div className="flex flex-col gap-3">
            <p role="status">{t('adminProducts.csv.ready', countsOf(step.summary))}</p>
            <Button className="self-start" onClick={() => void run()}>
              {t('adminProducts.csv.run')}
            </Button>
          </div>
        ))}
    </div>
  );
}

const fileInputClass =
  'min-h-11 w-full text-sm file:mr-3 file:min-h-11 file:rounded-full file:border file:border-border file:bg-surface file:px-4 file:font-semibold';

const emptySummary: CatalogImportSummary = { created: 0, updated: 0, unchanged: 0, variants: 0 };
const countsOf = (s: CatalogImportSummary) => ({
  created: String(s.created),
  updated: String(s.updated),
  unchanged: String(s.unchanged),
});

const writes = (s: CatalogImportSummary) => s.created + s.updated;

/** The import's bar; `finished` shows it full (an import with nothing to write has no steps). */
function ImportProgress({
  phase,
  done,
  total,
  finished = false,
}: {
  phase: 'images' | 'products';
  done: number;
  total: number;
  finished?: boolean;
}) {
  const t = useProductsT();
  const label = t(`adminProducts.csv.progress.${phase}`, { done: String(done), total: String(total) });
  const percent = finished ? 100 : total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <div className="flex flex-col gap-1">
      <p id="catalog-import-progress" aria-live="polite">
        {label}
      </p>
      <div
        role="progressbar"
        aria-labelledby="catalog-import-progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 overflow-hidden rounded-full bg-sand"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

function ProblemsTable({ problems }: { problems: CsvProblem[] }) {
  const t = useProductsT();
  return (
    <div className="flex flex-col gap-2">
      <p role="alert" className="font-semibold text-danger">
        {t('adminProducts.csv.problems', { n: String(problems.length) })}
      </p>
      <div className="max-h-80 overflow-auto rounded-card border border-border">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('adminProducts.csv.problemsCaption')}</caption>
          <thead className="sticky top-0 bg-surface">
            <tr>
              <th scope="col" className="p-2">
                {t('adminProducts.csv.row')}
              </th>
              <th scope="col" className="p-2">
                {t('adminProducts.csv.column')}
              </th>
              <th scope="col" className="p-2">
                {t('adminProducts.csv.message')}
              </th>
            </tr>
          </thead>
          <tbody>
            {problems.map((p) => (
              <tr key={`${p.row}-${p.column}`} className="border-border border-t align-top">
                <td className="p-2 tabular-nums">{p.row}</td>
                <td className="p-2 break-words">{p.column}</td>
                <td className="p-2 break-words">{p.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
