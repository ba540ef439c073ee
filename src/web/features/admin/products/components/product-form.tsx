import { useWatch } from 'react-hook-form';
import type { ProductImage } from '#shared/catalog/catalog.schemas.ts';
import { DEFAULT_PRODUCT_IMAGE } from '#shared/catalog/product.ts';
import {
  type AdminProduct,
  type ProductCreateBody,
  productCreateSchema,
} from '#shared/catalog/product-admin.schemas.ts';
import { CATEGORIES, type Category } from '#shared/constants/categories.ts';
import { GST_RATES } from '#shared/gst/tax.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  CheckboxField,
  ControlledField,
  SelectField,
  TextAreaField,
  TextField,
} from '#web/components/ui/form/fields.tsx';
import { Form, SubmitButton } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/use-schema-form.ts';
import { isoOf, localInput } from '../../shell/lib/datetime-input.ts';
import { paiseToRupeesInput, rupeesToPaiseInput } from '../../shell/lib/money-input.ts';
import { ProductImagesField } from './product-images-field.tsx';

type Values = {
  name: string;
  /** rupees, as typed */
  price: string;
  category: Category | '';
  catalogNumber: string;
  description: string;
  nameHi: string;
  descriptionHi: string;
  images: ProductImage[];
  stockQuantity: string;
  inStock: boolean;
  featured: boolean;
  /** rupees, as typed; '' for none */
  mrp: string;
  salePrice: string;
  /** datetime-local text (the admin's own time zone); '' for none */
  saleStartsAt: string;
  saleEndsAt: string;
  /** '' : the category's default (GST settings) */
  hsnCode: string;
  gstRate: string;
};

const EMPTY: Values = {
  name: '',
  price: '',
  category: '',
  catalogNumber: '',
  description: '',
  nameHi: '',
  descriptionHi: '',
  images: [],
  stockQuantity: '',
  inStock: true,
  featured: false,
  mrp: '',
  salePrice: '',
  saleStartsAt: '',
  saleEndsAt: '',
  hsnCode: '',
  gstRate: '',
};

const optionalPaise = (text: string) => (text.trim() === '' ? null : rupeesToPaiseInput(text));

function valuesOf(product: AdminProduct): Values {
  return {
    name: product.name,
    price: paiseToRupeesInput(product.price),
    category: product.category,
    catalogNumber: product.catalogNumber,
    description: product.description,
    nameHi: product.nameHi ?? '',
    descriptionHi: product.descriptionHi ?? '',
    // Kept whole (WebP sizes too), so saving does not cost the shop its srcset; the placeholder is no image.
    images: product.images.filter((image) => image.url !== DEFAULT_PRODUCT_IMAGE.url),
    stockQuantity: product.stockQuantity === null ? '' : String(product.stockQuantity),
    inStock: product.inStock,
    featured: product.featured,
    mrp: product.mrp === null ? '' : paiseToRupeesInput(product.mrp),
    salePrice: product.salePrice === null ? '' : paiseToRupeesInput(product.salePrice),
    saleStartsAt: localInput(product.saleStartsAt),
    saleEndsAt: localInput(product.saleEndsAt),
    hsnCode: product.hsnCode ?? '',
    gstRate: product.gstRate === null ? '' : String(product.gstRate),
  };
}

/** docs/product.md §7.2: stock is asked for (spec audit 5.1); the rating comes from reviews (§3.10). */
const toBody = (v: Values) => ({
  name: v.name,
  price: rupeesToPaiseInput(v.price),
  category: v.category || undefined,
  catalogNumber: v.catalogNumber,
  description: v.description,
  nameHi: v.nameHi,
  descriptionHi: v.descriptionHi,
  images: v.images,
  stockQuantity: v.stockQuantity.trim() === '' ? undefined : Number(v.stockQuantity),
  inStock: v.inStock,
  featured: v.featured,
  mrp: optionalPaise(v.mrp),
  salePrice: optionalPaise(v.salePrice),
  saleStartsAt: isoOf(v.saleStartsAt),
  saleEndsAt: isoOf(v.saleEndsAt),
  hsnCode: v.hsnCode.trim() || null,
  gstRate: v.gstRate === '' ? null : Number(v.gstRate),
});

interface ProductFormProps {
  /** The product being edited; none when adding. */
  product?: AdminProduct;
  submitLabel: string;
  pendingLabel: string;
  /** Saves the body; resolves once saved, rejects with the server's error (field errors land on the fields). */
  onSubmit: (body: ProductCreateBody) => Promise<unknown>;
  onCancel?: () => void;
}

/**
 * The one product form, for Add and for the Edit dialog (docs/product.md §7.2: the same fields). Checked with
 * the server's own schema; a successful add clears the form for the next product.
 */
export function ProductForm({ product, submitLabel, pendingLabel, onSubmit, onCancel }: ProductFormProps) {
  const form = useSchemaForm<Values, ProductCreateBody>(productCreateSchema, {
    defaultValues: product ? valuesOf(product) : EMPTY,
    toBody,
  });

  return (
    <Form
      form={form}
      onSubmit={async (body) => {
        await onSubmit(body);
        if (!product) form.reset(EMPTY);
      }}
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="name" label="Product name" />
        <TextField name="price" label="Price (₹)" type="number" inputMode="decimal" min={0} step={0.01} />
        <SelectField name="category" label="Category">
          <option value="">Select a category</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </SelectField>
        <TextField name="catalogNumber" label="Catalog number" />
        <TextField
          name="stockQuantity"
          label="Stock quantity"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
        />
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">MRP and sale</legend>
        <TextField
          name="mrp"
          label="MRP (₹)"
          description="Shown struck through beside the price, with the % off. Leave empty for none."
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
        />
        <TextField
          name="salePrice"
          label="On sale for (₹)"
          description="Sells at this price between the sale's start and end, then goes back by itself."
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
        />
        <TextField name="saleStartsAt" label="Sale starts" type="datetime-local" />
        <TextField name="saleEndsAt" label="Sale ends" type="datetime-local" />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">GST</legend>
        <TextField
          name="hsnCode"
          label="HSN code"
          description="4, 6 or 8 digits. Empty: the category's default (GST & Invoices)."
          inputMode="numeric"
        />
        <SelectField name="gstRate" label="GST rate">
          <option value="">Category default</option>
          {GST_RATES.map((rate) => (
            <option key={rate} value={String(rate)}>
              {rate}%
            </option>
          ))}
        </SelectField>
      </fieldset>
      <TextAreaField name="description" label="Description" />
      <fieldset className="flex flex-col gap-4" lang="hi">
        <legend className="mb-2 font-semibold">हिन्दी (Hindi)</legend>
        <TextField
          name="nameHi"
          label="उत्पाद का नाम"
          description="Hindi pages show it; left empty, they show the English name."
        />
        <TextAreaField name="descriptionHi" label="विवरण" />
      </fieldset>
      <ControlledField<ProductImage[]>
        name="images"
        render={({ id, value, onChange, error }) => (
          <ProductImagesField id={id} images={value} onChange={onChange} error={error} />
        )}
      />
      <div className="flex flex-wrap gap-x-8 gap-y-1">
        <CheckboxField name="inStock" label="In stock" variant="switch" />
        <CheckboxField name="featured" label="Featured" variant="switch" />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <AddButton pendingLabel={pendingLabel}>{submitLabel}</AddButton>
      </div>
    </Form>
  );
}

/** docs/product.md §7.2: Add is disabled while saving or when name, price or category is empty. */
function AddButton({ pendingLabel, children }: { pendingLabel: string; children: string }) {
  const [name, price, category] = useWatch<Values, ['name', 'price', 'category']>({
    name: ['name', 'price', 'category'],
  });
  return (
    <SubmitButton pendingLabel={pendingLabel} disabled={!name.trim() || !price.trim() || !category}>
      {children}
    </SubmitButton>
  );
}
