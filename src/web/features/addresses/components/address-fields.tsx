import { useId } from 'react';
import { INDIAN_STATES } from '#shared/addresses/indian-states.ts';
import { TextAreaField, TextField } from '#web/components/ui/form/fields.tsx';
import { usePincodeFill } from '#web/features/delivery/hooks/use-pincode-fill.ts';
import { useStateName } from '#web/features/delivery/hooks/use-state-name.ts';
import { useAddressesT } from '../i18n.ts';

/** The six delivery fields, by the address book's names (checkout calls the name `fullName`). */
export type AddressFieldName = 'name' | 'phone' | 'address' | 'city' | 'state' | 'pincode';

interface AddressFieldsProps {
  /** The form's own field names where they differ from the address book's. */
  names?: Partial<Record<AddressFieldName, string>>;
  /**
   * The phone field's label on this page (docs/product.md §4.1, §5.6): 'Phone' at checkout, 'Phone Number' in
   * the book.
   */
  phoneLabel: 'Phone' | 'Phone Number';
  /**
   * The street address on several lines (the address book's dialog). At checkout it is one line, so Enter
   * places the order from any field, as it always has.
   */
  multilineAddress?: boolean;
  /** The shopper typed in one of the fields (checkout: a chosen saved address becomes a new one). */
  onEdit?: (name: AddressFieldName) => void;
  /** Only where the parcel goes, without the name and phone (a COD order's new address, decision 087). */
  placeOnly?: boolean;
}

/**
 * Full name, phone, address, city, state (with India's states and union territories as suggestions) and
 * pincode, in docs/product.md §4.1's order, inside a kit `<Form>`: the one set shared by checkout and the
 * address book. The lengths are the server's limits. Typing a pincode fills the city and state (decision 039).
 */
export function AddressFields({
  names = {},
  phoneLabel,
  multilineAddress,
  onEdit,
  placeOnly,
}: AddressFieldsProps) {
  const t = useAddressesT();
  const statesId = useId();
  const stateName = useStateName();
  const fill = usePincodeFill({
    pincode: names.pincode ?? 'pincode',
    city: names.city ?? 'city',
    state: names.state ?? 'state',
  });
  const bind = (name: AddressFieldName) => ({
    name: names[name] ?? name,
    required: true,
    onChange: onEdit && (() => onEdit(name)),
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {!placeOnly && (
        <>
          <TextField
            {...bind('name')}
            label={t('addresses.field.name')}
            autoComplete="name"
            maxLength={100}
          />
          <TextField
            {...bind('phone')}
            label={t(phoneLabel === 'Phone' ? 'addresses.field.phone' : 'addresses.field.phoneNumber')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={16}
            description={t('addresses.field.phoneHint')}
          />
        </>
      )}
      {multilineAddress ? (
        <TextAreaField
          {...bind('address')}
          label={t('addresses.field.address')}
          rows={2}
          autoComplete="street-address"
          maxLength={300}
          description={t('addresses.field.addressHint')}
          className="sm:col-span-2"
        />
      ) : (
        <TextField
          {...bind('address')}
          label={t('addresses.field.address')}
          autoComplete="street-address"
          maxLength={300}
          description={t('addresses.field.addressHint')}
          className="sm:col-span-2"
        />
      )}
      <TextField
        {...bind('city')}
        label={t('addresses.field.city')}
        autoComplete="address-level2"
        maxLength={100}
      />
      <TextField
        {...bind('state')}
        label={t('addresses.field.state')}
        autoComplete="address-level1"
        maxLength={100}
        list={statesId}
      />
      <datalist id={statesId}>
        {/* The value stays the English name (the stored address, GST and the pincode check read it); a Hindi page labels it. */}
        {INDIAN_STATES.map((state) => {
          const label = stateName(state);
          return <option key={state} value={state} label={label === state ? undefined : label} />;
        })}
      </datalist>
      <TextField
        {...bind('pincode')}
        onChange={() => {
          fill.onType();
          onEdit?.('pincode');
        }}
        label={t('addresses.field.pincode')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        // One line all along (no shift): the hint, then the place the pincode names.
        description={<span aria-live="polite">{fill.hint ?? t('addresses.field.pincodeHint')}</span>}
      />
    </div>
  );
}
