// Zod-free: saved delivery addresses as the API answers them.

export const ADDRESS_TYPES = ['Home', 'Work', 'Other'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

export interface SavedAddress {
  id: string;
  type: AddressType;
  name: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  phone: string;
  isDefault: boolean;
  createdAt: string;
  updatedAt: string;
}

export const ADDRESS_MESSAGES = {
  added: 'Address added successfully.',
  updated: 'Address updated successfully.',
  deleted: 'Address deleted successfully.',
  defaultUpdated: 'Default address updated successfully.',
  loadFailed: 'Failed to load addresses. Please try again.',
  addFailed: 'Failed to add address. Please try again.',
  updateFailed: 'Failed to update address. Please try again.',
  deleteFailed: 'Failed to delete address. Please try again.',
  defaultFailed: 'Failed to update default address. Please try again.',
  confirmDelete: 'Are you sure you want to delete this address?',
  notFound: 'Address not found.',
  invalidPhone: 'Please enter a valid 10-digit phone number',
  invalidPincode: 'Please enter a valid 6-digit pincode',
} as const;

/** docs/product.md §4.2 ('Please fill in your {field}'), with the field named as a shopper would. */
export const missingField = (field: string) => `Please fill in your ${field}`;

/** Indian mobile: 10 digits starting 6-9. */
export const PHONE_PATTERN = /^[6-9]\d{9}$/;
/** Indian PIN code: 6 digits, not starting with 0. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;
