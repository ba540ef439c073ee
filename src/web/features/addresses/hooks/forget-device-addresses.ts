import { clearAddressMirror } from '../lib/address-mirror.ts';

/** For sign-out (review L9) and account deletion (L4): removes the addresses mirrored in this browser's localStorage. */
export const forgetDeviceAddresses = clearAddressMirror;
