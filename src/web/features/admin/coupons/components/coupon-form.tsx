import { useWatch } from 'react-hook-form';
import { CATEGORIES, type Category } from '#shared/constants/categories.ts';
import type { CouponKind } from '#shared/pricing/discount.ts';
import { type AdminCoupon, type CouponInput, couponInputSchema } from '#shared/promotions/coupon.schemas.ts';
import { CheckboxField, ControlledField, SelectField, TextField } from '#web/components/ui/form/fields.tsx';
import { Form, SubmitButton } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/use-schema-form.ts';
import { useT } from '#web/lib/i18n.tsx';
import { isoOf, localInput } from '../../shell/lib/datetime-input.ts';
import { paiseToRupeesInput, rupeesToPaiseInput } from '../../shell/lib/money-input.ts';
import { useCouponMessages, useCouponsT } from '../i18n.ts';
import { CouponProductsField } from './coupon-products-field.tsx';

type Values = {
  code: string;
  description: string;
  kind: CouponKind;
  /** percent, or rupees for a fixed amount */
  value: string;
  /** rupees; '' for none */
  minSubtotal: string;
  maxDiscount: string;
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  perCustomerLimit: string;
  categories: Category[];
  productIds: number[];
  firstOrderOnly: boolean;
  active: boolean;
};

const EMPTY: Values = {
  code: '',
  description: '',
  kind: 'percent',
  value: '',
  minSubtotal: '',
  maxDiscount: '',
  startsAt: '',
  endsAt: '',
  usageLimit: '',
  perCustomerLimit: '',
  categories: [],
  productIds: [],
  firstOrderOnly: false,
  active: true,
};

const rupees = (paise: number | null) => (paise === null ? '' : paiseToRupeesInput(paise));
const optionalPaise = (text: string) => (text.trim() ? rupeesToPaiseInput(text) : null);
const optionalWhole = (text: string) => (text.trim() ? Number(text) : null);

function valuesOf(c: AdminCoupon): Values {
  return {
    code: c.code,
    description: c.description,
    kind: c.kind,
    value: c.kind === 'fixed' ? rupees(c.value) : c.kind === 'percent' ? String(c.value) : '',
    minSubtotal: rupees(c.minSubtotal),
    maxDiscount: rupees(c.maxDiscount),
    startsAt: localInput(c.startsAt),
    endsAt: localInput(c.endsAt),
    usageLimit: c.usageLimit === null ? '' : String(c.usageLimit),
    perCustomerLimit: c.perCustomerLimit === null ? '' : String(c.perCustomerLimit),
    categories: c.categories as Category[],
    productIds: c.productIds,
    firstOrderOnly: c.firstOrderOnly,
    active: c.active,
  };
}

const toBody = (v: Values): CouponInput => ({
  code: v.code,
  description: v.description,
  kind: v.kind,
  value:
    v.kind === 'fixed' ? (rupeesToPaiseInput(v.value) ?? 0) : v.kind === 'percent' ? Number(v.value || 0) : 0,
  minSubtotal: optionalPaise(v.minSubtotal),
  maxDiscount: v.kind === 'percent' ? optionalPaise(v.maxDiscount) : null,
  startsAt: isoOf(v.startsAt),
  endsAt: isoOf(v.endsAt),
  usageLimit: optionalWhole(v.usageLimit),
  perCustomerLimit: optionalWhole(v.perCustomerLimit),
  categories: v.categories,
  productIds: v.productIds,
  firstOrderOnly: v.firstOrderOnly,
  active: v.active,
});

interface CouponFormProps {
  coupon?: AdminCoupon;
  onSubmit: (body: CouponInput) => Promise<unknown>;
}

/** docs/product.md §7.12: a coupon's terms; checked with the server's own schema. */
export function CouponForm({ coupon, onSubmit }: CouponFormProps) {
  const t = useCouponsT();
  const shopT = useT();
  const form = useSchemaForm<Values, CouponInput>(couponInputSchema, {
    defaultValues: coupon ? valuesOf(coupon) : EMPTY,
    toBody,
    reword: useCouponMessages(),
  });
  return (
    <Form
      form={form}
      onSubmit={async (body) => {
        await onSubmit(body);
        if (!coupon) form.reset(EMPTY);
      }}
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          name="code"
          label={t('adminCoupons.form.code')}
          description={t('adminCoupons.form.codeHint')}
        />
        <SelectField name="kind" label={t('adminCoupons.form.kind')}>
          <option value="percent">{t('adminCoupons.form.percent')}</option>
          <option value="fixed">{t('adminCoupons.form.fixed')}</option>
          <option value="free_shipping">{t('adminCoupons.freeShipping')}</option>
        </SelectField>
        <ValueField />
      </div>
      <TextField
        name="description"
        label={t('adminCoupons.form.description')}
        description={t('adminCoupons.form.descriptionHint')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          name="minSubtotal"
          label={t('adminCoupons.form.minSubtotal')}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
        />
        <TextField name="startsAt" label={t('adminCoupons.form.startsAt')} type="datetime-local" />
        <TextField name="endsAt" label={t('adminCoupons.form.endsAt')} type="datetime-local" />
        <TextField
          name="usageLimit"
          label={t('adminCoupons.form.usageLimit')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
        />
        <TextField
          name="perCustomerLimit"
          label={t('adminCoupons.form.perCustomerLimit')}
          description={t('adminCoupons.form.perCustomerHint')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
        />
      </div>
      <ControlledField<Category[]>
        name="categories"
        render={({ id, value, onChange }) => (
          <fieldset id={id} tabIndex={-1} className="flex flex-col gap-2">
            <legend className="mb-1 font-semibold">{t('adminCoupons.form.categories')}</legend>
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              {CATEGORIES.map((category) => (
                <label key={category} className="inline-flex items-center gap-2">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={value.includes(category)}
                    onChange={(event) =>
                      onChange(
                        event.target.checked ? [...value, category] : value.filter((c) => c !== category),
                      )
                    }
                  />
                  {shopT(`category.${category}`)}
                </label>
              ))}
            </div>
          </fieldset>
        )}
      />
      <ControlledField<number[]>
        name="productIds"
        render={(field) => <CouponProductsField {...field} known={coupon?.products ?? []} />}
      />
      <div className="flex flex-wrap gap-x-8 gap-y-1">
        <CheckboxField name="firstOrderOnly" label={t('adminCoupons.form.firstOrderOnly')} variant="switch" />
        <CheckboxField name="active" label={t('adminCoupons.form.active')} variant="switch" />
      </div>
      <div className="flex justify-end">
        <SubmitButton pendingLabel={t('adminCoupons.form.saving')}>
          {coupon ? t('adminCoupons.form.save') : t('adminCoupons.createTitle')}
        </SubmitButton>
      </div>
    </Form>
  );
}

/** The amount's field follows the kind: a percentage (with its cap), rupees, or nothing for free shipping. */
function ValueField() {
  const t = useCouponsT();
  const kind = useWatch<Values, 'kind'>({ name: 'kind' });
  if (kind === 'free_shipping') return null;
  if (kind === 'fixed') {
    return (
      <TextField
        name="value"
        label={t('adminCoupons.form.amountOff')}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
      />
    );
  }
  return (
    <div className="grid grid-cols-2 gap-3">
      <TextField
        name="value"
        label={t('adminCoupons.form.percentOff')}
        type="number"
        inputMode="numeric"
        min={1}
        max={100}
        step={1}
      />
      <TextField
        name="maxDiscount"
        label={t('adminCoupons.form.cap')}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
      />
    </div>
  );
}
