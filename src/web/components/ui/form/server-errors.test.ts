import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-client.ts';
import { applyServerErrors } from './server-errors.ts';

/** A form's three calls applyServerErrors makes, recorded. */
function fakeForm(values: Record<string, unknown>) {
  const errors: Array<[string, string]> = [];
  const focused: string[] = [];
  return {
    errors,
    focused,
    getValues: () => values,
    setError: (name: string, error: { message?: string }) => void errors.push([name, error.message ?? '']),
    setFocus: (name: string) => void focused.push(name),
  };
}

const refusal = (fields: Record<string, string>) => new ApiError(400, 'VALIDATION_FAILED', 'Invalid', fields);

describe('applyServerErrors', () => {
  it('puts a nested key on its nested field when the form keeps the key (the order status form)', () => {
    const form = fakeForm({ status: 'shipped', shipment: { courier: 'DTDC', trackingNumber: '' } });
    const applied = applyServerErrors(
      form as never,
      refusal({ 'shipment.trackingNumber': 'Enter the tracking number', other: 'Not in this form' }),
      (key) => key,
    );
    expect(applied).toBe(true);
    expect(form.errors).toEqual([['shipment.trackingNumber', 'Enter the tracking number']]);
    expect(form.focused).toEqual(['shipment.trackingNumber']);
  });

  it('by default maps a nested key to its top-level field and focuses the first in form order', () => {
    const form = fakeForm({ lines: {}, reason: '' });
    applyServerErrors(
      form as never,
      refusal({ reason: 'Say why it came back', 'lines.0.quantity': 'At most 1' }),
    );
    expect(form.errors).toEqual([
      ['reason', 'Say why it came back'],
      ['lines', 'At most 1'],
    ]);
    expect(form.focused).toEqual(['lines']);
  });

  it('is false for an error naming none of the fields, or not a 400 with fields', () => {
    const form = fakeForm({ body: '' });
    expect(applyServerErrors(form as never, refusal({ amount: 'x' }))).toBe(false);
    expect(applyServerErrors(form as never, new Error('offline'))).toBe(false);
    expect(form.errors).toEqual([]);
  });
});
