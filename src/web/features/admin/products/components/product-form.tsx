import { useWatch } from 'react-hook-form';
import type { ProductImage } from '#shared/catalog/catalog.schemas.ts';
import { DEFAULT_PRODUCT_IMAGE } from '#shared/catalog/product.ts';
import {
  type AdminProduct,
  type ProductCreateBody,
  productCreateSchema,
} from '#shared/catalog/product-admin.schemas.ts';
import { CATEGORIES, type Category } from '#shared/constants/categories.ts';
import type { Fulfilment } from '#shared/delivery/delivery.ts';
import { PRODUCT_GST_RATES, withRate } from '#shared/gst/rates.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormNote } from '#web/components/ui/form/field-parts.tsx';
import {
  CheckboxField,
  ControlledField,
  SelectField,
  TextAreaField,
  TextField,
} from '#web/components/ui/form/fields.tsx';
import { Form, SubmitButton } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/use-schema-form.ts';
import { useT } from '#web/lib/i18n.tsx';
import { isoOf, localInput } from '../../shell/lib/datetime-input.ts';
import { paiseToRupeesInput, rupeesToPaiseInput } from '../../shell/lib/money-input.ts';
import { useProductMessages, useProductsT } from '../i18n.ts';
import { MakingFields } from './making-fields.tsx';
import {
  type DraftField,
  draftOf,
  PersonalisationEditor,
  personalisationBody,
} from './personalisation-editor.tsx';
import { ProductImagesField } from './product-images-field.tsx';

type Values = {
  name: string;
  /** Decision 088: '' makes it from the name. */
  slug: string;
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
  fulfilment: Fulfilment;
  /** whole days, as typed; '' for none */
  makingDaysMin: string;
  makingDaysMax: string;
  weeklyCapacity: string;
  personalisation: DraftField[];
};

const EMPTY: Values = {
  name: '',
  slug: '',
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
  fulfilment: 'stock',
  makingDaysMin: '',
  makingDaysMax: '',
  weeklyCapacity: '',
  personalisation: [],
};

const optionalWhole = (text: string) => (text.trim() === '' ? null : Number(text));
const wholeText = (n: number | null) => (n === null ? '' : String(n));

const optionalPaise = (text: string) => (text.trim() === '' ? null : rupeesToPaiseInput(text));

function valuesOf(product: AdminProduct): Values {
  return {
    name: product.name,
    slug: product.slug,
    price: paiseToRupeesInput(product.price),
    category: product.category,
    catalogNumber: product.catalogNumber,
    description: product.description,
    nameHi: product.nameHi ?? '',
    descriptionHi: product.descriptionHi ?? '',
    // Kept whole (WebP sizes too), so saving does not cost the shop its srcset; the placeholder is no image.
    images: product.images.filter((image) => image.url !== DEFAULT_PRODUCT_IMAGE.url),
    // With options the figure is the variants' (not sent back); a product of unlimited ones counts as 0 here.
    stockQuantity:
      product.stockQuantity === null ? (product.hasOptions ? '0' : '') : String(product.stockQuantity),
    inStock: product.inStock,
    featured: product.featured,
    mrp: product.mrp === null ? '' : paiseToRupeesInput(product.mrp),
    salePrice: product.salePrice === null ? '' : paiseToRupeesInput(product.salePrice),
    saleStartsAt: localInput(product.saleStartsAt),
    saleEndsAt: localInput(product.saleEndsAt),
    hsnCode: product.hsnCode ?? '',
    gstRate: product.gstRate === null ? '' : String(product.gstRate),
    fulfilment: product.fulfilment,
    makingDaysMin: wholeText(product.makingDaysMin),
    makingDaysMax: wholeText(product.makingDaysMax),
    weeklyCapacity: wholeText(product.weeklyCapacity),
    personalisation: draftOf(product.personalisation),
  };
}

/** docs/product.md §7.2: stock is asked for (spec audit 5.1); the rating comes from reviews (§3.10). */
const toBody = (v: Values) => ({
  name: v.name,
  slug: v.slug.trim(),
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
  // The server keeps the making fields of a made-to-order piece only (decision 070).
  fulfilment: v.fulfilment,
  makingDaysMin: optionalWhole(v.makingDaysMin),
  makingDaysMax: optionalWhole(v.makingDaysMax),
  weeklyCapacity: optionalWhole(v.weeklyCapacity),
  personalisation: personalisationBody(v.personalisation),
});

/** The fields a product with options has per variant (its PATCH refuses them, decision 066). */
function withoutPerVariant(body: ProductCreateBody): ProductCreateBody {
  const { price, mrp, salePrice, saleStartsAt, saleEndsAt, stockQuantity, ...rest } = body;
  // Only ever an edit's body: PATCH takes any subset of the fields.
  return rest as ProductCreateBody;
}

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
  const t = useProductsT();
  const shopT = useT();
  const form = useSchemaForm<Values, ProductCreateBody>(productCreateSchema, {
    defaultValues: product ? valuesOf(product) : EMPTY,
    toBody,
    reword: useProductMessages(),
  });
  // docs/product.md §7.17: with options, price, MRP, sale and stock are set per variant, in the variant grid.
  const perVariant = product?.hasOptions === true;

  return (
    <Form
      form={form}
      onSubmit={async (body) => {
        // An untouched slug is not sent, so a rename moves a slug made from the name (decision 088).
        const { slug, ...rest } = body;
        const sent = product && slug === product.slug ? rest : body;
        await onSubmit(perVariant ? withoutPerVariant(sent) : sent);
        if (!product) form.reset(EMPTY);
      }}
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="name" label={t('adminProducts.form.name')} />
        {!perVariant && (
          <TextField
            name="price"
            label={t('adminProducts.form.price')}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
          />
        )}
        <SelectField name="category" label={t('adminProducts.form.category')}>
          <option value="">{t('adminProducts.form.selectCategory')}</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {shopT(`category.${category}`)}
            </option>
          ))}
        </SelectField>
        <TextField name="catalogNumber" label={t('adminProducts.form.catalogNumber')} />
        <TextField
          name="slug"
          label={t('adminProducts.form.slug')}
          description={
            product?.oldSlugs.length
              ? `${t('adminProducts.form.slugHint')} ${t('adminProducts.form.oldSlugs', { slugs: product.oldSlugs.join(', ') })}`
              : t('adminProducts.form.slugHint')
          }
          autoCapitalize="none"
          spellCheck={false}
        />
        {!perVariant && (
          <TextField
            name="stockQuantity"
            label={t('adminProducts.form.stockQuantity')}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
          />
        )}
      </div>
      {perVariant && <FormNote tone="info">{t('adminProducts.form.perVariant')}</FormNote>}
      <fieldset className={perVariant ? 'hidden' : 'grid gap-4 sm:grid-cols-2'}>
        <legend className="mb-2 font-semibold">{t('adminProducts.form.mrpAndSale')}</legend>
        <TextField
          name="mrp"
          label={t('adminProducts.form.mrp')}
          description={t('adminProducts.form.mrpHint')}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
        />
        <TextField
          name="salePrice"
          label={t('adminProducts.form.salePrice')}
          description={t('adminProducts.form.salePriceHint')}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
        />
        <TextField name="saleStartsAt" label={t('adminProducts.form.saleStarts')} type="datetime-local" />
        <TextField name="saleEndsAt" label={t('adminProducts.form.saleEnds')} type="datetime-local" />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">{t('adminProducts.form.gst')}</legend>
        <TextField
          name="hsnCode"
          label={t('adminProducts.form.hsnCode')}
          description={t('adminProducts.form.hsnHint')}
          inputMode="numeric"
        />
        <SelectField name="gstRate" label={t('adminProducts.form.gstRate')}>
          <option value="">{t('adminProducts.form.categoryDefault')}</option>
          {/* A rate no longer in force stays listed while the product has it, so the form shows what it is. */}
          {withRate(PRODUCT_GST_RATES, product?.gstRate).map((rate) => (
            <option key={rate} value={String(rate)}>
              {rate}%
            </option>
          ))}
        </SelectField>
      </fieldset>
      <MakingFields />
      <ControlledField<DraftField[]>
        name="personalisation"
        render={(field) => <PersonalisationEditor {...field} />}
      />
      <TextAreaField name="description" label={t('adminProducts.form.description')} />
      <fieldset className="flex flex-col gap-4" lang="hi">
        <legend className="mb-2 font-semibold">{t('adminProducts.form.hindi')}</legend>
        <TextField
          name="nameHi"
          label={t('adminProducts.form.nameHi')}
          description={t('adminProducts.form.nameHiHint')}
        />
        <TextAreaField name="descriptionHi" label={t('adminProducts.form.descriptionHi')} />
      </fieldset>
      <ControlledField<ProductImage[]>
        name="images"
        render={({ id, value, onChange, error }) => (
          <ProductImagesField id={id} images={value} onChange={onChange} error={error} />
        )}
      />
      <div className="flex flex-wrap gap-x-8 gap-y-1">
        <CheckboxField name="inStock" label={t('adminProducts.form.inStock')} variant="switch" />
        <CheckboxField name="featured" label={t('adminProducts.form.featured')} variant="switch" />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('adminProducts.cancel')}
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
