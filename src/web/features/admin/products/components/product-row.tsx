import { ArchiveRestore, Layers, Pencil, Trash2 } from 'lucide-react';
import { isPurchasable } from '#shared/catalog/product.ts';
import type { AdminProduct } from '#shared/catalog/product-admin.schemas.ts';
import { formatRupees } from '#shared/pricing/money.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { paths } from '#web/config/paths.ts';
import { useI18n, useT } from '#web/lib/i18n.tsx';
import { useProductsT } from '../i18n.ts';

interface ProductRowProps {
  product: AdminProduct;
  onEdit: (product: AdminProduct) => void;
  /** Opens its options and variants (docs/product.md §7.17). */
  onVariants: (product: AdminProduct) => void;
  onDelete: (product: AdminProduct) => void;
  onRestore: (product: AdminProduct) => void;
}

/**
 * docs/product.md §7.3: thumbnail, name, category, price, stock, In Stock / Out of Stock, Featured, edit and
 * delete (Restore for an archived product).
 */
export function ProductRow({ product, onEdit, onVariants, onDelete, onRestore }: ProductRowProps) {
  const t = useProductsT();
  const shopT = useT();
  const { locale } = useI18n();
  const available = isPurchasable(product);
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-card border border-border bg-surface p-3 sm:flex-nowrap sm:gap-4 sm:p-4">
      <ResponsiveImage
        image={product.images[0]}
        alt=""
        sizes="64px"
        className="size-16 shrink-0 rounded-control bg-sand object-cover"
      />
      <div className="flex min-w-0 flex-1 basis-40 flex-col gap-1">
        <h3 className="truncate font-sans text-base font-semibold">{product.name}</h3>
        <p className="truncate text-sm text-muted">
          {shopT(`category.${product.category}`)} · {product.catalogNumber}
        </p>
        {/* Its page's address (decision 088), to copy into a chat or a post. */}
        <p className="truncate text-xs text-muted" translate="no">
          {paths.product.href(product)}
        </p>
        <div className="flex flex-wrap gap-1.5">
          {/* An archived product is not in the shop, whatever its stock (spec audit 4.2). */}
          {product.archived ? (
            <Badge variant="outline">{t('adminProducts.row.archived')}</Badge>
          ) : (
            <Badge variant={available ? 'soft' : 'danger'}>
              {available ? t('adminProducts.row.inStock') : t('adminProducts.row.outOfStock')}
            </Badge>
          )}
          {product.featured && <Badge variant="accent">{t('adminProducts.row.featured')}</Badge>}
          {product.hasOptions && (
            <Badge variant="outline">
              {t('adminProducts.row.variantCount', { count: product.variantCount })}
            </Badge>
          )}
        </div>
      </div>
      <dl className="flex shrink-0 gap-6 text-sm sm:flex-col sm:gap-0.5 sm:text-right">
        <div>
          <dt className="sr-only">{t('adminProducts.row.price')}</dt>
          <dd className="text-base font-semibold">{formatRupees(product.price, locale)}</dd>
        </div>
        <div>
          <dt className="inline text-muted">{t('adminProducts.row.stock')}</dt>
          <dd className="inline">{product.stockQuantity ?? '—'}</dd>
        </div>
      </dl>
      <div className="ml-auto flex shrink-0 gap-1">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('adminProducts.row.edit', { name: product.name })}
          onClick={() => onEdit(product)}
        >
          <Pencil aria-hidden="true" strokeWidth={1.75} />
        </Button>
        {!product.archived && (
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('adminProducts.row.variants', { name: product.name })}
            onClick={() => onVariants(product)}
          >
            <Layers aria-hidden="true" strokeWidth={1.75} />
          </Button>
        )}
        {/* Archived because orders name it: it cannot be deleted, only put back in the shop. */}
        {product.archived ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('adminProducts.row.restore', { name: product.name })}
            onClick={() => onRestore(product)}
          >
            <ArchiveRestore aria-hidden="true" strokeWidth={1.75} />
          </Button>
        ) : (
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('adminProducts.row.delete', { name: product.name })}
            onClick={() => onDelete(product)}
            className="text-danger hover:bg-danger/8"
          >
            <Trash2 aria-hidden="true" strokeWidth={1.75} />
          </Button>
        )}
      </div>
    </li>
  );
}
