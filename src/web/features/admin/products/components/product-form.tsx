import type { ProductImage } from '#shared/catalog/catalog.schemas.ts';
import { DEFAULT_PRODUCT_IMAGE } from '#shared/catalog/product.ts';
import {
  type AdminProduct,
  PRODUCT_RATING_MAX,
  PRODUCT_RATING_MIN,
  PRODUCT_RATING_STEP,
  type ProductCreateBody,
  productCreateSchema,
} from '#shared/catalog/product-admin.schemas.ts';
import { CATEGORIES, type Category } from '#shared/constants/categories.ts';
import { Button } from '#web/components/ui/button.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Field, Switch, TextAreaField, TextInputField } from '../../shell/form-controls.tsx';
import { paiseToRupeesInput, rupeesToPaiseInput } from '../../shell/lib/money-input.ts';
import { useAdminForm } from '../../shell/use-admin-form.ts';
import { ProductImagesField } from './product-images-field.tsx';

type Values = {
  name: string;
  /** rupees, as typed */
  price: string;
  category: Category | '';
  catalogNumber: string;
  description: string;
  images: ProductImage[];
  rating: string;
  stockQuantity: string;
  inStock: boolean;
  featured: boolean;
};

const EMPTY: Values = {
  name: '',
  price: '',
  category: '',
  catalogNumber: '',
  description: '',
  images: [],
  rating: '',
  stockQuantity: '',
  inStock: true,
  featured: false,
};

function valuesOf(product: AdminProduct): Values {
  return {
    name: product.name,
    price: paiseToRupeesInput(product.price),
    category: product.category,
    catalogNumber: product.catalogNumber,
    description: product.description,
    // Kept whole (WebP sizes too), so saving does not cost the shop its srcset; the placeholder is no image.
    images: product.images.filter((image) => image.url !== DEFAULT_PRODUCT_IMAGE.url),
    rating: product.rating === null ? '' : String(product.rating),
    stockQuantity: product.stockQuantity === null ? '' : String(product.stockQuantity),
    inStock: product.inStock,
    featured: product.featured,
  };
}

/** Spec §5: rating empty → null; stock parsed as an integer defaulting to 0. */
const toBody = (v: Values) => ({
  name: v.name,
  price: rupeesToPaiseInput(v.price),
  category: v.category || undefined,
  catalogNumber: v.catalogNumber,
  description: v.description,
  images: v.images,
  rating: v.rating.trim() === '' ? null : Number(v.rating),
  stockQuantity: v.stockQuantity.trim() === '' ? 0 : Number(v.stockQuantity),
  inStock: v.inStock,
  featured: v.featured,
});

interface ProductFormProps {
  /** The product being edited; none when adding. */
  product?: AdminProduct;
  submitLabel: string;
  pendingLabel: string;
  /** Saves the body; resolves once saved, rejects with the server's error (field errors land on the fields). */
  onSubmit: (body: ProductCreateBody) => Promise<unknown>;
  pending: boolean;
  onCancel?: () => void;
}

/**
 * The one product form, for Add and for the Edit dialog (spec §2: the same fields). Checked with the server's
 * own schema; a successful add clears the form for the next product.
 */
export function ProductForm({
  product,
  submitLabel,
  pendingLabel,
  onSubmit,
  pending,
  onCancel,
}: ProductFormProps) {
  const form = useAdminForm(productCreateSchema, toBody, () => (product ? valuesOf(product) : EMPTY));
  const { values, errors, set, idOf } = form;
  // Spec §2: Add is disabled while loading or when name, price or category is empty.
  const incomplete = !values.name.trim() || !values.price.trim() || !values.category;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit, product ? undefined : EMPTY)}
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInputField label="Product name" {...form.text('name')} />
        <TextInputField
          label="Price (₹)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          {...form.text('price')}
        />
        <Field id={idOf('category')} label="Category" error={errors.category}>
          {(aria) => (
            <NativeSelect
              {...aria}
              value={values.category}
              onChange={(event) => set('category', event.target.value as Category | '')}
            >
              <option value="">Select a category</option>
              {CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <TextInputField label="Catalog number" {...form.text('catalogNumber')} />
        <TextInputField
          label="Rating"
          type="number"
          inputMode="decimal"
          min={PRODUCT_RATING_MIN}
          max={PRODUCT_RATING_MAX}
          step={PRODUCT_RATING_STEP}
          hint="1 to 5, e.g. 4.5; leave empty for no rating"
          {...form.text('rating')}
        />
        <TextInputField
          label="Stock quantity"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          {...form.text('stockQuantity')}
        />
      </div>
      <TextAreaField label="Description" {...form.text('description')} />
      <ProductImagesField
        id={idOf('images')}
        images={values.images}
        onChange={(images) => set('images', images)}
        error={errors.images}
      />
      <div className="flex flex-wrap gap-x-8 gap-y-1">
        <Switch label="In stock" checked={values.inStock} onChange={(on) => set('inStock', on)} />
        <Switch label="Featured" checked={values.featured} onChange={(on) => set('featured', on)} />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={pending || incomplete} aria-busy={pending || undefined}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
