import {
  ADDRESS_TYPES,
  type AddressInput,
  type AddressType,
  addressInputSchema,
  type SavedAddress,
} from '#shared/addresses/address.schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CheckboxField, RadioGroupField } from '#web/components/ui/form/fields.tsx';
import { Form, SubmitButton } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/use-schema-form.ts';
import type { AddressBody } from '../api/addresses-api.ts';
import { useAddressMessages } from '../i18n.ts';
import { AddressFields } from './address-fields.tsx';

/*
 * The Add and Edit form (docs/product.md §5.6): full name, phone, address, city, state, pincode, type, 'Set as default
 * address'. Checked with the server's own schema (this module loads with the address page only, never in the
 * storefront bundle), so the messages are the server's; the server's field errors show the same way.
 */

type Values = Required<AddressInput>;

const EMPTY: Values = {
  name: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  pincode: '',
  type: 'Home',
  isDefault: false,
};

interface AddressFormProps {
  /** The address being edited; none when adding. */
  address?: SavedAddress;
  /**
   * The default cannot be unticked here: on the current default (another address must take it over), and on
   * the first address (it becomes the default anyway).
   */
  defaultLocked: 'current-default' | 'first-address' | null;
  /** Sends the body; rejects with the server's error (its field errors are shown inline). */
  onSubmit: (body: AddressBody) => Promise<unknown>;
  onCancel: () => void;
  submitLabel: string;
}

export function AddressForm({ address, defaultLocked, onSubmit, onCancel, submitLabel }: AddressFormProps) {
  const { t, say, sayError } = useAddressMessages();
  const form = useSchemaForm<Values, AddressBody>(addressInputSchema, {
    reword: say,
    defaultValues: {
      ...EMPTY,
      ...(address && {
        name: address.name,
        phone: address.phone,
        address: address.address,
        city: address.city,
        state: address.state,
        pincode: address.pincode,
        type: address.type,
      }),
      isDefault: Boolean(address?.isDefault) || defaultLocked !== null,
    },
  });

  return (
    <Form
      form={form}
      onSubmit={(body) =>
        onSubmit(body).catch((error: unknown) => {
          throw sayError(error);
        })
      }
      className="flex flex-col gap-4"
    >
      <AddressFields phoneLabel="Phone Number" multilineAddress />
      <RadioGroupField
        name="type"
        legend={t('addresses.form.type')}
        options={ADDRESS_TYPES}
        optionLabel={(type) => t(`addresses.type.${type as AddressType}`)}
      />
      <CheckboxField
        name="isDefault"
        label={t('addresses.form.isDefault')}
        disabled={defaultLocked !== null}
        description={
          defaultLocked === 'first-address'
            ? t('addresses.form.firstDefault')
            : defaultLocked === 'current-default'
              ? t('addresses.form.currentDefault')
              : undefined
        }
      />
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('addresses.form.cancel')}
        </Button>
        <SubmitButton pendingLabel={t('addresses.form.saving')}>{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}
