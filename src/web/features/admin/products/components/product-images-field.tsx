import { ImagePlus, Trash2 } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import type { ProductImage } from '#shared/catalog/catalog.schemas.ts';
import { PRODUCT_ADMIN_MESSAGES as M, MAX_PRODUCT_IMAGES } from '#shared/catalog/product-admin.ts';
import { imageUrlProblem } from '#shared/uploads/uploads.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FieldError, inputClass } from '#web/components/ui/form/field-parts.tsx';
import { UploadImageButton } from '#web/features/uploads/components/image-upload-field.tsx';
import { cn } from '#web/lib/cn.ts';
import { useProductMessages, useProductsT } from '../i18n.ts';

interface ProductImagesFieldProps {
  id: string;
  images: ProductImage[];
  onChange: (images: ProductImage[]) => void;
  /** The form's error for the images (at most 5, a bad URL from the server). */
  error?: string;
}

/**
 * docs/product.md §7.2 and §9.5, images: up to 5, each added by URL (non-empty and valid) or uploaded (JPG,
 * PNG, GIF, WebP under 5MB, checked by the upload button); the first is the cover. None saved → the server
 * stores the default placeholder.
 */
export function ProductImagesField({ id, images, onChange, error }: ProductImagesFieldProps) {
  const t = useProductsT();
  const say = useProductMessages();
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string>();
  const full = images.length >= MAX_PRODUCT_IMAGES;

  /** An uploaded image (with its WebP sizes) or a typed URL joins the list; the URL box empties. */
  function add(image: ProductImage) {
    if (full) return setUrlError(say(M.tooManyImages));
    if (images.some((current) => current.url === image.url))
      return setUrlError(t('adminProducts.images.alreadyAdded'));
    onChange([...images, image]);
    setUrl('');
    setUrlError(undefined);
  }

  function addUrl(text: string) {
    const value = text.trim();
    const problem = value ? imageUrlProblem(value) : 'invalid';
    if (problem)
      return setUrlError(
        problem === 'inlineTooLarge'
          ? t('adminProducts.images.inlineTooLarge')
          : t('adminProducts.images.invalidUrl'),
      );
    add({ url: value });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the URL rather than submitting the whole product.
    if (event.key === 'Enter') {
      event.preventDefault();
      addUrl(url);
    }
  }

  const shownError = urlError ?? error;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1.5 text-sm font-semibold">
        {t('adminProducts.images.title', { count: images.length, max: MAX_PRODUCT_IMAGES })}
      </legend>
      {images.length > 0 ? (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          {images.map((image, index) => (
            <li
              key={image.url}
              className="relative aspect-square overflow-hidden rounded-control border border-border bg-sand"
            >
              <img src={image.url} alt="" className="size-full object-cover" />
              {index === 0 && (
                <span className="absolute bottom-1 left-1 rounded-full bg-surface/90 px-2 text-xs font-semibold">
                  {t('adminProducts.images.cover')}
                </span>
              )}
              <button
                type="button"
                onClick={() => onChange(images.filter((_, i) => i !== index))}
                aria-label={t('adminProducts.images.remove', { number: index + 1 })}
                className="absolute top-1 right-1 grid size-9 place-items-center rounded-full bg-surface/90 text-danger shadow-sm hover:bg-surface"
              >
                <Trash2 aria-hidden="true" size={18} strokeWidth={1.75} />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{t('adminProducts.images.none')}</p>
      )}
      {!full && (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <label htmlFor={id} className="sr-only">
            {t('adminProducts.images.url')}
          </label>
          <input
            id={id}
            type="url"
            inputMode="url"
            placeholder={t('adminProducts.images.urlPlaceholder')}
            value={url}
            onChange={(event) => {
              setUrl(event.target.value);
              setUrlError(undefined);
            }}
            onKeyDown={onKeyDown}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? `${id}-error` : undefined}
            className={cn(inputClass, 'min-w-0 sm:flex-1')}
          />
          <Button variant="secondary" onClick={() => addUrl(url)}>
            <ImagePlus aria-hidden="true" strokeWidth={1.75} />
            {t('adminProducts.images.addUrl')}
          </Button>
          <UploadImageButton folder="products" onUploaded={add} className="sm:w-44" />
        </div>
      )}
      <FieldError id={`${id}-error`}>{shownError}</FieldError>
    </fieldset>
  );
}
