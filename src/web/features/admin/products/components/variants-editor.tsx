import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Wand2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { DEFAULT_PRODUCT_IMAGE } from '#shared/catalog/product.ts';
import type { AdminProduct } from '#shared/catalog/product-admin.schemas.ts';
import {
  type AdminVariant,
  type ProductVariants,
  type ProductVariantsBody,
  productVariantsInputSchema,
} from '#shared/catalog/variant-admin.schemas.ts';
import { MAX_VARIANTS, optionsLabel, VARIANT_MESSAGES } from '#shared/catalog/variants.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { FieldError, FormNote } from '#web/components/ui/form/field-parts.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { refreshAfterProductWrite } from '../api/products-api.ts';
import { adminVariantsQueryOptions, saveVariants } from '../api/variants-api.ts';
import { useProductsT, useVariantMessages } from '../i18n.ts';
import {
  bodyOf,
  combinationCount,
  type Draft,
  draftOf,
  generate,
  removedOf,
  variantTitle,
} from '../lib/variant-draft.ts';
import { OptionAxesEditor } from './option-axes-editor.tsx';
import { VariantBulkSet } from './variant-bulk-set.tsx';
import { VariantCard } from './variant-card.tsx';

interface EditorProps {
  product: AdminProduct;
  onClose: () => void;
}

/** docs/product.md §7.17, the variant grid of one product: loads its options and variants, then edits them. */
export function VariantsEditor({ product, onClose }: EditorProps) {
  const t = useProductsT();
  const query = useQuery(adminVariantsQueryOptions(product.id));
  if (query.isPending)
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        <span className="sr-only">{t('adminProducts.variants.loading')}</span>
        <Skeleton className="h-24 rounded-card" />
        <Skeleton className="h-40 rounded-card" />
      </div>
    );
  if (query.isError) return <FormNote tone="danger">{t('adminProducts.variants.loadFailed')}</FormNote>;
  return <Grid product={product} saved={query.data} onClose={onClose} />;
}

/** Errors by the body's path ('variants.3.price'), the first of each, in the page's language. */
function errorsOf(fields: Record<string, string>, say: (message: string) => string) {
  return Object.fromEntries(Object.entries(fields).map(([path, message]) => [path, say(message)]));
}

function Grid({ product, saved: loaded, onClose }: EditorProps & { saved: ProductVariants }) {
  const t = useProductsT();
  const say = useVariantMessages();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(loaded);
  const [draft, setDraft] = useState<Draft>(() => draftOf(loaded));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [note, setNote] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{ removed: AdminVariant[]; body: ProductVariantsBody } | null>(
    null,
  );
  const productImages = product.images.filter((image) => image.url !== DEFAULT_PRODUCT_IMAGE.url);
  const update = (change: (d: Draft) => Draft) => {
    setDraft(change);
    setNote(null);
  };

  const save = useMutation({
    mutationFn: saveVariants,
    onSuccess: (result) => {
      toast.success(say(VARIANT_MESSAGES.saved));
      setSaved(result);
      setDraft(draftOf(result));
      setErrors({});
      queryClient.setQueryData(adminVariantsQueryOptions(product.id).queryKey, result);
      void refreshAfterProductWrite(queryClient);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0) {
        setErrors(errorsOf(error.fields, say));
      } else if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        toast.error(say(error.message));
      } else toast.error(t('adminProducts.variants.saveFailed'));
    },
  });

  const submit = () => {
    const parsed = productVariantsInputSchema.safeParse(bodyOf(draft));
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[issue.path.join('.')] ??= issue.message;
      setErrors(errorsOf(fields, say));
      return;
    }
    setErrors({});
    const removed = removedOf(saved, draft);
    if (removed.length > 0) setConfirming({ removed, body: parsed.data });
    else save.mutate({ productId: product.id, body: parsed.data });
  };

  const count = combinationCount(draft.axes);
  const onGenerate = () => {
    const next = generate(draft, product.catalogNumber);
    if (!next) {
      setNote(t('adminProducts.variants.tooMany', { count, max: MAX_VARIANTS }));
      return;
    }
    const added = next.variants.filter((v) => !draft.variants.includes(v)).length;
    setDraft(next);
    setNote(
      added > 0
        ? t('adminProducts.variants.generated', { count: added })
        : t('adminProducts.variants.nothingNew'),
    );
  };
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <div className="flex flex-col gap-5">
      <p className="text-muted">{t('adminProducts.variants.intro')}</p>
      <OptionAxesEditor draft={draft} update={update} errors={errors} />
      {draft.axes.length > 0 && (
        <div className="flex flex-col gap-1.5">
          <Button className="self-start" variant="secondary" disabled={count === 0} onClick={onGenerate}>
            <Wand2 aria-hidden="true" size={18} strokeWidth={1.75} />
            {t('adminProducts.variants.generate')}
          </Button>
          <p role="status" className="text-sm text-muted">
            {note ?? (count > 0 && t('adminProducts.variants.generateHint', { count }))}
          </p>
        </div>
      )}
      {draft.variants.length > 1 && <VariantBulkSet draft={draft} update={update} />}
      <section aria-labelledby="variant-list-title" className="flex flex-col gap-3">
        <h3 id="variant-list-title" className="font-sans text-lg font-semibold">
          {t('adminProducts.variants.list', { count: draft.variants.length })}
        </h3>
        <FieldError id="variant-list-error">{errors.variants}</FieldError>
        <ul className="flex flex-col gap-3">
          {draft.variants.map((variant, k) => (
            <VariantCard
              key={variant.key}
              variant={variant}
              title={variantTitle(draft.axes, variant)}
              at={k}
              errors={errors}
              productImages={productImages}
              change={(patch) =>
                update((d) => ({
                  ...d,
                  variants: d.variants.map((v) => (v.key === variant.key ? { ...v, ...patch } : v)),
                }))
              }
              remove={
                draft.variants.length > 1
                  ? () => update((d) => ({ ...d, variants: d.variants.filter((v) => v.key !== variant.key) }))
                  : undefined
              }
            />
          ))}
        </ul>
      </section>
      {hasErrors && <FormNote tone="danger">{t('adminProducts.variants.fixFields')}</FormNote>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('adminProducts.cancel')}
        </Button>
        <Button onClick={submit} disabled={save.isPending}>
          {save.isPending ? t('adminProducts.variants.saving') : t('adminProducts.variants.save')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={t('adminProducts.variants.confirmTitle')}
        description={
          <>
            <p>{t('adminProducts.variants.confirmIntro')}</p>
            <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-foreground">
              {confirming?.removed.map((v) => {
                const name = optionsLabel(v.options).replaceAll(', ', ' / ') || v.sku;
                return (
                  <li key={v.id}>
                    {v.ordered
                      ? t('adminProducts.variants.confirmArchived', { name })
                      : t('adminProducts.variants.confirmDeleted', { name })}
                  </li>
                );
              })}
            </ul>
          </>
        }
        confirmLabel={t('adminProducts.variants.confirmSave')}
        cancelLabel={t('adminProducts.cancel')}
        onConfirm={() => {
          if (confirming) save.mutate({ productId: product.id, body: confirming.body });
        }}
      />
    </div>
  );
}
