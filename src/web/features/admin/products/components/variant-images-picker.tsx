import type { ProductImage } from '#shared/catalog/catalog.schemas.ts';
import { MAX_PRODUCT_IMAGES } from '#shared/catalog/product-admin.schemas.ts';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { cn } from '#web/lib/cn.ts';
import { useProductsT } from '../i18n.ts';

interface PickerProps {
  /** The product's gallery: the pictures a variant may pick from. */
  productImages: readonly ProductImage[];
  /** The variant's own (null: the product's). */
  value: ProductImage[] | null;
  onChange: (images: ProductImage[] | null) => void;
  /** The variant's title, for the buttons' names ('Picture 2 for L / Blue'). */
  name: string;
  error?: string | undefined;
}

/**
 * docs/product.md §7.17: a variant's pictures are picked from the product's (toggle buttons, in the product's
 * order); none picked shows the product's own gallery.
 */
export function VariantImagesPicker({ productImages, value, onChange, name, error }: PickerProps) {
  const t = useProductsT();
  const chosen = new Set((value ?? []).map((image) => image.url));
  const toggle = (image: ProductImage) => {
    const next = chosen.has(image.url)
      ? (value ?? []).filter((own) => own.url !== image.url)
      : productImages.filter((p) => chosen.has(p.url) || p.url === image.url).slice(0, MAX_PRODUCT_IMAGES);
    onChange(next.length > 0 ? next : null);
  };
  return (
    <div className="col-span-full flex flex-col gap-1.5">
      <p className="text-sm font-semibold">
        {t('adminProducts.variants.pictures')}:{' '}
        <span className="font-normal text-muted">
          {value?.length
            ? t('adminProducts.variants.picturesOwn', { count: value.length })
            : t('adminProducts.variants.picturesProduct')}
        </span>
      </p>
      {productImages.length === 0 ? (
        <p className="text-sm text-muted">{t('adminProducts.variants.noPictures')}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {productImages.map((image, i) => (
            <button
              key={image.url}
              type="button"
              aria-pressed={chosen.has(image.url)}
              aria-label={t('adminProducts.variants.usePicture', { number: i + 1, name })}
              onClick={() => toggle(image)}
              className={cn(
                'size-12 overflow-hidden rounded-control border-2 transition-opacity',
                chosen.has(image.url) ? 'border-primary' : 'border-transparent opacity-60 hover:opacity-100',
              )}
            >
              <ResponsiveImage image={image} alt="" sizes="48px" className="size-full object-cover" />
            </button>
          ))}
        </div>
      )}
      {error && <p className="text-sm text-danger">{error}</p>}
    </div>
  );
}
